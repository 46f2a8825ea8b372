import {
  MediaKind,
  SESSION_INTERVAL_MS,
  type ActiveStream,
  type HeartbeatResult,
  type TicketResult,
} from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { authenticate, deviceNameOf, type Session } from '../membership/public.js';
import { mayWatch } from '../billing/public.js';
import { findPlaybackContent, PUBLIC_PACKAGE, type PlaybackContent } from './content.js';
import {
  catchupNotFound,
  contentNotFound,
  noActivePlan,
  streamEnded,
  streamNotFound,
  TooManyStreams,
} from './errors.js';
import { endLease, leaseOfTicket, renewLease, type Lease } from './lease-repository.js';
import { playingStreams, startLease } from './leases.js';
import { findCut } from '../media/catchup-repository.js';
import { catchupLink, mediaLinks } from './links.js';
import {
  anonymousTicket,
  isAnonymousTicket,
  newLeaseTicket,
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

const DAY_MS = 86_400_000;

const isSignInRequired = (error: unknown) => error instanceof AppError && error.statusCode === 401;

/**
 * docs/behaviour/playback-and-streams.md#who-may-watch: without sign-in only Public-package channels play. Trailers too: a preview sells the
 * channel or title to whoever has not bought it yet.
 */
const playsAnonymously = (content: PlaybackContent) =>
  content.preview || (content.kind === 'live' && content.packageName === PUBLIC_PACKAGE);

/**
 * The ticket, its heartbeat and the three-streams rule (README.md). Each call takes the auth token the
 * client presented, if any: whether it needs a session depends on what is played.
 */
export class PlaybackService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly linkSecret: string,
    private readonly catchupDays: number,
  ) {}

  private session(token: string | undefined) {
    return authenticate(this.db, this.clock, token);
  }

  private answer(content: PlaybackContent, streamId: string, ticket: string, cutId?: number): TicketResult {
    const now = this.clock.now();
    const links = mediaLinks(this.linkSecret, content, streamId, now, content.subtitles);
    if (cutId !== undefined) {
      // a programme cut from the recording plays on demand, from its start to its end
      return {
        link: catchupLink(this.linkSecret, content.id, cutId, streamId, now),
        ticket,
        Kind: MediaKind.Vod,
        ExpiresAt: links.expiresAt.toISOString(),
        HeartbeatMs: SESSION_INTERVAL_MS,
        DvrHours: null,
        Subtitles: [],
      };
    }
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

  async ticket(token: string | undefined, ask: TicketAsk): Promise<TicketResult> {
    const content = await findPlaybackContent(this.db, ask.contentId, ask.language);
    if (!content) throw contentNotFound();
    const cutId = ask.programmeStart && (await this.catchupCut(content, ask.programmeStart));
    // a preview holds no stream slot either: PROMO plays over the channel's own stream, which it must not end
    const session = content.preview
      ? undefined
      : await this.session(token).catch((error: unknown) => {
          if (playsAnonymously(content) && isSignInRequired(error)) return undefined;
          throw error;
        });
    if (!session) {
      const streamId = newStreamId();
      const play = { kind: content.kind, contentId: content.id, streamId };
      return this.answer(content, streamId, anonymousTicket(this.linkSecret, play), cutId);
    }
    const now = this.clock.now();
    if (!(await mayWatch(this.db, now, session.userId, content.packageName))) throw noActivePlan();
    const ticket = newLeaseTicket();
    const outcome = await startLease(this.db, now, {
      id: newStreamId(),
      ticket_hash: ticketHash(ticket),
      user_id: session.userId,
      session_id: session.id,
      device_id: session.deviceId,
      device_name: ask.deviceName?.trim() || session.deviceName || deviceNameOf(ask.userAgent),
      content_id: content.id,
      kind: content.kind,
      title: content.title,
      package_name: content.packageName,
    });
    if ('refused' in outcome) {
      throw new TooManyStreams({ Streams: outcome.refused.map((lease) => this.stream(lease, session)) });
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
   * Renews the stream's lease and answers a fresh link, while the lease is live and the viewer may
   * still watch: a plan lost, a stop from another device or a lapse of STREAM_LEASE_SECONDS ends it.
   */
  async heartbeat(token: string | undefined, ticket: string): Promise<HeartbeatResult> {
    if (isAnonymousTicket(ticket)) return this.anonymousHeartbeat(ticket);
    const session = await this.session(token);
    const now = this.clock.now();
    const lease = await renewLease(this.db, now, ticketHash(ticket), session.id);
    if (!lease) throw streamEnded();
    // checked after renewing, so the common case is one statement; a lost plan ends the lease here
    if (!(await mayWatch(this.db, now, session.userId, lease.package_name))) {
      await endLease(this.db, session.userId, lease.id);
      throw streamEnded();
    }
    return this.fresh(lease.kind, lease.content_id, lease.id);
  }

  private fresh(kind: Lease['kind'], contentId: number, streamId: string): HeartbeatResult {
    const links = mediaLinks(this.linkSecret, { kind, id: contentId }, streamId, this.clock.now());
    return { link: links.link, ExpiresAt: links.expiresAt.toISOString() };
  }

  /** An anonymous play goes on while its channel stays in the Public package. */
  private async anonymousHeartbeat(ticket: string): Promise<HeartbeatResult> {
    const play = readAnonymousTicket(this.linkSecret, ticket);
    if (!play) throw streamEnded();
    const content = await findPlaybackContent(this.db, play.contentId, 'en');
    if (!content || !playsAnonymously(content)) throw streamEnded();
    return this.fresh(play.kind, play.contentId, play.streamId);
  }

  async stop(token: string | undefined, ticket: string): Promise<void> {
    if (isAnonymousTicket(ticket)) return;
    const session = await this.session(token);
    const lease = await leaseOfTicket(this.db, ticketHash(ticket), session.id);
    // idempotent: the player stops when it leaves, which may be after zapping already replaced its
    // stream, or after a lapse; either way the ticket plays nothing afterwards
    if (lease) await endLease(this.db, session.userId, lease.id);
  }

  async streams(token: string | undefined): Promise<ActiveStream[]> {
    const session = await this.session(token);
    const playing = await playingStreams(this.db, this.clock.now(), session.userId);
    return playing.map((lease) => this.stream(lease, session));
  }

  /** Stops one of the user's streams, on whichever device it plays: its next heartbeat is refused. */
  async stopStream(token: string | undefined, streamId: string): Promise<void> {
    const session = await this.session(token);
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
