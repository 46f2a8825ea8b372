import { SESSION_INTERVAL_MS } from '@sahra/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session/session-store';
import { productNames, requestTicket, sendHeartbeat, stopOtherStream, stopStream } from '../api/ticket';
import { StreamLink } from '../utils/media-link';
import { initialStatus, playbackReducer } from '../utils/playback-status';

/** How soon a preparing library is asked again (the server's Retry-After is 10 s; a first start is sooner). */
const PREPARING_RETRY_MS = 5_000;

/**
 * The stream's session with the server (docs/behaviour/playback-and-streams.md#ticket, DESIGN.md Playback): the ticket once the
 * visitor's session is known, a heartbeat every interval whose fresh link replaces the old one, and
 * stop on leaving, unless the viewer handed the stream to another player. `latestLink` always holds the newest link, for the media loader to sign requests with.
 */
export function usePlaybackSession(contentId: number, programmeStart?: string) {
  const session = useSession();
  const { i18n } = useTranslation();
  const [status, dispatch] = useReducer(playbackReducer, initialStatus);
  const [latestLink] = useState(() => new StreamLink());
  /** The viewer gave the stream to another player: leaving no longer stops it (ADR 035). */
  const handedOver = useRef(false);
  const sessionKnown = session !== undefined;
  const products = session ? productNames(session.Products) : [];
  const productKey = products.join('\n');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';

  // a new ticket on start and on retry (the player is mounted afresh when the visitor signs in or out),
  // after the backoff when the last ask failed on the way
  const retryInMs = status.step === 'starting' ? (status.retryInMs ?? 0) : 0;
  useEffect(() => {
    if (!sessionKnown || status.step !== 'starting') return;
    const abort = new AbortController();
    const ask = () =>
      requestTicket(
        {
          Id: contentId,
          Type: 1,
          Products: productKey ? productKey.split('\n') : [],
          Quality: 'Auto',
          Lang: lang,
          Offline: false,
          LicenseTime: null,
          ...(programmeStart ? { ProgrammeStart: programmeStart } : {}),
        },
        abort.signal,
      ).then(
        (ticket) => {
          latestLink.renew(ticket.link);
          dispatch({ type: 'ticket-granted', ticket });
        },
        (error: unknown) => {
          if (!abort.signal.aborted) dispatch({ type: 'ticket-failed', error });
        },
      );
    let timer: number | undefined;
    if (retryInMs > 0) timer = window.setTimeout(ask, retryInMs);
    else void ask();
    // back online during the wait: ask at once rather than at its end
    const askNow = () => {
      if (timer === undefined) return;
      window.clearTimeout(timer);
      void ask();
    };
    window.addEventListener('online', askNow, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', askNow);
      abort.abort();
    };
  }, [
    contentId,
    programmeStart,
    sessionKnown,
    productKey,
    lang,
    status.step,
    status.attempt,
    retryInMs,
    latestLink,
  ]);

  const ticket = status.step === 'streaming' ? status.ticket : undefined;

  /** A heartbeat: a fresh link, or the reason the stream is over (signed out, stopped elsewhere, no plan). */
  const beat = useCallback(() => {
    if (!ticket) return;
    sendHeartbeat(ticket.ticket).then(
      (answer) => {
        latestLink.renew(answer.link);
        dispatch({ type: 'heartbeat-answered' });
      },
      (error: unknown) => dispatch({ type: 'heartbeat-failed', error }),
    );
  }, [ticket, latestLink]);

  useEffect(() => {
    if (!ticket) return;
    const interval = window.setInterval(beat, ticket.HeartbeatMs || SESSION_INTERVAL_MS);
    // a stream handed to another player is held by that player's playlist requests, or lapses
    const stop = () => {
      if (!handedOver.current) stopStream(ticket.ticket);
    };
    window.addEventListener('pagehide', stop);
    // back from a network drop: ask at once, rather than at the next interval, so the stream resumes
    window.addEventListener('online', beat);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('pagehide', stop);
      window.removeEventListener('online', beat);
      stop();
    };
  }, [ticket, beat]);

  useEffect(() => {
    if (status.step !== 'preparing') return;
    const timer = window.setTimeout(() => dispatch({ type: 'retry' }), PREPARING_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const mediaPreparing = useCallback(() => dispatch({ type: 'media-preparing' }), []);
  const mediaFailed = useCallback((message: string) => dispatch({ type: 'media-failed', message }), []);
  /** Too many streams: end the chosen one, then ask for this one's ticket at once. */
  const playHereInstead = useCallback(async (streamId: string) => {
    await stopOtherStream(streamId);
    dispatch({ type: 'retry' });
  }, []);

  /** The stream's link for another player (with its newest token); from now on leaving does not stop it. */
  const handOver = useCallback(() => {
    handedOver.current = true;
    return new URL(latestLink.current, window.location.href).href;
  }, [latestLink]);

  return {
    status,
    latestLink,
    retry,
    mediaPreparing,
    mediaRefused: beat,
    mediaFailed,
    playHereInstead,
    handOver,
  };
}
