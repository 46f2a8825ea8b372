import {
  type ActiveStream,
  DAY_MS,
  type HeartbeatResult,
  MediaKind,
  SESSION_INTERVAL_MS,
  type TicketResult,
} from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { deviceNameOf, signInRequired, type Session } from '../membership/public.js';
import { mayWatch } from '../billing/public.js';
import { findPlaybackContent, PUBLIC_PACKAGE, type PlaybackContent } from './content.js';
import {
  catchupNotFound,
  contentNotFound,
  noActivePlan,
  noMedia,
  notOffered,
  streamEnded,
  streamNotFound,
  TooManyStreams,
} from './errors.js';
import {
  endLease,
  leaseById,
  leaseOfTicket,
  renewLease,
  renewLeaseOfStream,
  type Lease,
} from './lease-repository.js';
import type { MediaScope } from '../media/public.js';
import { playingStreams, resumeLease, startLease } from './leases.js';
import { findCut } from '../media/public.js';
import { mediaLinks, type LinkSigner } from './links.js';
import {
  anonymousTicket,
  isAnonymousStreamId,
  isAnonymousTicket,
  newLeaseTicket,
  newAnonymousStreamId,
  newStreamId,
  readAnonymousTicket,
  ticketHash,
} from './tickets.js';

export interface TicketAsk {
  contentId: number;
  language: 'en' | 'ar';
  /** The device's own label; else the session's, from the user agent it signed in with; else this call's. */
  deviceName: string | undefined;
  userAgent: string | undefined;
  /** A past programme of the channel to play as catch-up from its recording, by its start. */
  programmeStart?: Date | undefined;
}

/** How long a content's "plays without an account" is believed before it is read again. */
const ANONYMOUS_CHECK_MS = 10_000;

/** A stream that holds a lease is the signed-in user's: 401 SignInRequired without a live session. */
function signedIn(caller: Session | undefined): Session {
  if (!caller) throw signInRequired();
  return caller;
}

/**
 * docs/behaviour/playback-and-streams.md#who-may-watch: without sign-in only Public-package channels play. Trailers too: a preview sells the
 * channel or title to whoever has not bought it yet.
 */
const playsAnonymously = (content: PlaybackContent) =>
  content.preview || (content.kind === 'live' && content.packageName === PUBLIC_PACKAGE);

/** The package a title is sold in; none, and it is not offered to anyone. */
function offeredPackage(content: PlaybackContent): string {
  if (content.packageName === undefined) throw notOffered();
  return content.packageName;
}

/**
 * The ticket, its heartbeat and the three-streams rule (README.md). Each call takes the caller's live
 * session, if any: whether it needs one depends on what is played.
 */
export class PlaybackService {
  private readonly anonymousPlays = new Map<number, { until: number; plays: boolean }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly links: LinkSigner,
    private readonly catchupDays: number,
  ) {}

  private answer(content: PlaybackContent, streamId: string, ticket: string, cutId?: number): TicketResult {
    const now = this.clock.now();
    if (cutId !== undefined) {
      // a programme cut from the recording plays on demand, from its start to its end, inside the
      // channel's scope, so the stream's heartbeat renews it like live
      const cut = mediaLinks(this.links, content, streamId, now, { file: `catchup/${cutId}/master.m3u8` });
      return {
        link: cut.link,
        ticket,
        Kind: MediaKind.Vod,
        ExpiresAt: cut.expiresAt.toISOString(),
        HeartbeatMs: SESSION_INTERVAL_MS,
        DvrHours: null,
        Subtitles: [],
      };
    }
    const links = mediaLinks(this.links, content, streamId, now, { subtitles: content.subtitles });
    return {
      link: links.link,
      ticket,
      Kind: content.kind,
      ExpiresAt: links.expiresAt.toISOString(),
      HeartbeatMs: SESSION_INTERVAL_MS,
      DvrHours: content.dvrHours,
      Subtitles: links.subtitles,
    };
  }

  async ticket(caller: Session | undefined, ask: TicketAsk): Promise<TicketResult> {
    const content = await findPlaybackContent(this.db, ask.contentId, ask.language);
    if (!content) throw contentNotFound();
    // closed by default: a preview is free and sold in no package; anything else in none plays for nobody,
    // signed in or not; and a title without media of its own has nothing to play (no stand-in plays)
    const sale = content.preview ? undefined : { packageName: offeredPackage(content) };
    if (!content.hasMedia) throw noMedia();
    const cutId = ask.programmeStart && (await this.catchupCut(content, ask.programmeStart));
    // a preview holds no stream slot either: PROMO plays over the channel's own stream, which it must not end
    if (!sale || !caller) {
      if (!playsAnonymously(content)) throw signInRequired();
      const streamId = newAnonymousStreamId();
      const play = { kind: content.kind, contentId: content.id, streamId };
      return this.answer(content, streamId, anonymousTicket(this.links.secret, play), cutId);
    }
    const now = this.clock.now();
    if (!(await mayWatch(this.db, now, caller.userId, sale.packageName))) throw noActivePlan();
    const ticket = newLeaseTicket();
    const outcome = await startLease(this.db, now, {
      id: newStreamId(),
      ticket_hash: ticketHash(ticket),
      user_id: caller.userId,
      session_id: caller.id,
      device_id: caller.deviceId,
      device_name: ask.deviceName?.trim() || caller.deviceName || deviceNameOf(ask.userAgent),
      content_id: content.id,
      kind: content.kind,
      title: content.title,
      package_name: sale.packageName,
    });
    if ('refused' in outcome) {
      throw new TooManyStreams({ Streams: outcome.refused.map((lease) => this.stream(lease, caller)) });
    }
    return this.answer(content, outcome.started.id, ticket, cutId);
  }

  /** The cut of the channel's programme that started at `start`, while it plays; else there is nothing to play. */
  private async catchupCut(content: PlaybackContent, start: Date): Promise<number> {
    const keptFrom = new Date(this.clock.now().getTime() - this.catchupDays * DAY_MS);
    const cut =
      content.kind === MediaKind.Live
        ? await findCut(this.db, content.id, { programmeStart: start }, keptFrom)
        : undefined;
    if (!cut) throw catchupNotFound();
    return cut.id;
  }

  /**
   * Renews the stream's lease and answers a fresh link while the viewer may still watch: a plan lost or
   * a stop from another device ends it. A lease lapsed by a network drop is taken back (`resumeLease`):
   * the same stream plays on if a slot is free, else the answer is the fourth stream's refusal.
   */
  async heartbeat(caller: Session | undefined, ticket: string): Promise<HeartbeatResult> {
    if (isAnonymousTicket(ticket)) return this.anonymousHeartbeat(ticket);
    const session = signedIn(caller);
    const now = this.clock.now();
    const hash = ticketHash(ticket);
    const lease =
      (await renewLease(this.db, now, hash, session.id)) ??
      (await this.resumed(session, now, (tx) => leaseOfTicket(tx, hash, session.id)));
    // checked after renewing, so the common case is one statement; a lost plan ends the lease here
    if (!(await mayWatch(this.db, now, session.userId, lease.package_name))) {
      await endLease(this.db, session.userId, lease.id);
      throw streamEnded();
    }
    return this.fresh(lease.kind, lease.content_id, lease.id);
  }

  /** The lapsed lease taken back; the stream's end, or the fourth stream's refusal, if it cannot be. */
  private async resumed(session: Session, now: Date, find: (tx: Db) => Promise<Lease | undefined>) {
    const outcome = await resumeLease(this.db, now, find);
    if (!outcome) throw streamEnded();
    if ('refused' in outcome) {
      throw new TooManyStreams({ Streams: outcome.refused.map((lease) => this.stream(lease, session)) });
    }
    return outcome.resumed;
  }

  private fresh(kind: Lease['kind'], contentId: number, streamId: string): HeartbeatResult {
    const links = mediaLinks(this.links, { kind, id: contentId }, streamId, this.clock.now());
    return { link: links.link, ExpiresAt: links.expiresAt.toISOString() };
  }

  /** An anonymous play goes on while its channel stays in the Public package. */
  private async anonymousHeartbeat(ticket: string): Promise<HeartbeatResult> {
    const play = readAnonymousTicket(this.links.secret, ticket);
    if (!play || !(await this.playsAnonymously(play.contentId))) throw streamEnded();
    return this.fresh(play.kind, play.contentId, play.streamId);
  }

  /**
   * Whether the content plays without an account, read at most every ANONYMOUS_CHECK_MS per content: an
   * anonymous viewer's player asks for a playlist every few seconds.
   */
  private async playsAnonymously(contentId: number): Promise<boolean> {
    const now = Date.now();
    const known = this.anonymousPlays.get(contentId);
    if (known && known.until > now) return known.plays;
    const content = await findPlaybackContent(this.db, contentId, 'en');
    const plays = content !== undefined && playsAnonymously(content);
    // only content that exists is kept, so made-up ids cannot grow the map
    if (content) this.anonymousPlays.set(contentId, { until: now + ANONYMOUS_CHECK_MS, plays });
    return plays;
  }

  /**
   * Whether the stream a media token names may still read playlists of `scope` (ADR 035), renewing its
   * lease as a heartbeat does: a player given the link (another app, a TV) keeps the stream alive by
   * playing it. `holdUntil` keeps the slot while a player holds file tokens that long (an on-demand
   * playlist, read once). An anonymous play goes on while its content plays without an account.
   */
  async mediaStreamOpen(streamId: string, scope: MediaScope, holdUntil?: Date): Promise<boolean> {
    if (isAnonymousStreamId(streamId)) return this.playsAnonymously(scope.id);
    const now = this.clock.now();
    const lease =
      (await renewLeaseOfStream(this.db, now, streamId, holdUntil)) ??
      (await this.resumedByMedia(streamId, now, holdUntil));
    if (!lease || lease.content_id !== scope.id || lease.kind !== scope.kind) return false;
    if (await mayWatch(this.db, now, lease.user_id, lease.package_name)) return true;
    await endLease(this.db, lease.user_id, lease.id);
    return false;
  }

  /** A player back from a network drop asks for a playlist first: its lapsed stream is taken back if it can be. */
  private async resumedByMedia(streamId: string, now: Date, holdUntil: Date | undefined) {
    const outcome = await resumeLease(this.db, now, (tx) => leaseById(tx, streamId), holdUntil);
    return outcome && 'resumed' in outcome ? outcome.resumed : undefined;
  }

  async stop(caller: Session | undefined, ticket: string): Promise<void> {
    if (isAnonymousTicket(ticket)) return;
    const session = signedIn(caller);
    const lease = await leaseOfTicket(this.db, ticketHash(ticket), session.id);
    // idempotent: the player stops when it leaves, which may be after zapping already replaced its
    // stream, or after a lapse; either way the ticket plays nothing afterwards
    if (lease) await endLease(this.db, session.userId, lease.id);
  }

  async streams(session: Session): Promise<ActiveStream[]> {
    const playing = await playingStreams(this.db, this.clock.now(), session.userId);
    return playing.map((lease) => this.stream(lease, session));
  }

  /** Stops one of the user's streams, on whichever device it plays: its next heartbeat is refused. */
  async stopStream(session: Session, streamId: string): Promise<void> {
    if (!(await endLease(this.db, session.userId, streamId))) throw streamNotFound();
  }

  private stream(lease: Lease, session: Session): ActiveStream {
    return {
      Id: lease.id,
      DeviceName: lease.device_name,
      ContentId: lease.content_id,
      Title: lease.title,
      StartedAt: lease.started_at.toISOString(),
      ThisDevice: lease.device_id === session.deviceId,
    };
  }
}
