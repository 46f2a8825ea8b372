import { z } from 'zod';
import { plainText } from './plain-text.js';
import { idSchema } from './paging.js';

// ---- constants (docs/behaviour/limits.md#accounts-money-and-playback, DESIGN.md Playback) ----

/** The player's heartbeat ("session interval"): each one renews the stream's lease. */
export const SESSION_INTERVAL_MS = 10_000;
/** A lease not renewed for this long ends, and its slot is free again. */
export const STREAM_LEASE_SECONDS = 30;
/** Simultaneous streams per account (docs/behaviour/playback-and-streams.md#three-streams: 3 simultaneous devices). */
export const MAX_STREAMS = 3;
/**
 * How long a media token opens files (segments, init files, subtitles) at an edge and at the origin.
 * Playlists, which every player re-reads, write fresh ones, and every heartbeat answers one; a stream
 * that ended keeps its files at most this long at an edge, and its playlists not at all (ADR 035).
 */
export const MEDIA_TOKEN_SECONDS = 30;
export const SKIP_SECONDS = 30;
export const ARROW_KEY_SECONDS = 5;
export const VOLUME_STEP = 0.05;
/** The next-episode prompt opens this long before the end when no ending time is known. */
export const NEXT_EPISODE_FALLBACK_SECONDS = 45;
/** Seconds of playing the next-episode prompt counts down before the next episode starts by itself. */
export const NEXT_EPISODE_COUNTDOWN_SECONDS = 10;
/** The player's controls hide this long after the last mouse move. */
export const CONTROLS_HIDE_MS = 5_000;

/** Player states of docs/behaviour/playback-and-streams.md#player-states (ads are never played by this product, but the state exists). */
export const PlayerState = {
  Paused: 'paused',
  Playing: 'playing',
  Buffering: 'buffering',
  AdsPlaying: 'ads-playing',
  Live: 'live',
  DvrLive: 'dvr-live',
} as const;
export type PlayerState = (typeof PlayerState)[keyof typeof PlayerState];

// ---- errors (docs/behaviour/playback-and-streams.md#who-may-watch) ----

export const PlaybackErrorCode = {
  /** Not signed in, and the content is not in the Public package. */
  SignInRequired: 'SignInRequired',
  /** Signed in, but the package is neither Free, Public nor the user's first product package. */
  NoActivePlan: 'NoActivePlan',
  /** Three streams play already; the answer's Result lists them (StreamLimitResult). */
  TooManyStreams: 'TooManyStreams',
  /** A heartbeat for a stream that ended (expired, stopped from another device, plan lost). */
  StreamEnded: 'StreamEnded',
  /** Nothing playable has this id. */
  ContentNotFound: 'ContentNotFound',
  /** The item is in no package (none of its own, its container's or its channel's): it plays for nobody. */
  NotOffered: 'NotOffered',
  /** The title has no media of its own yet: nothing plays in its place, so it is not offered as playable. */
  NoMedia: 'NoMedia',
} as const;
export type PlaybackErrorCode = (typeof PlaybackErrorCode)[keyof typeof PlaybackErrorCode];

export const NO_ACTIVE_PLAN_MESSAGE = "You don't have an active plan";
export const TOO_MANY_STREAMS_MESSAGE = 'To continue please sign out from other devices';
export const STREAM_ENDED_MESSAGE = 'This stream has ended';
export const NOT_OFFERED_MESSAGE = 'This title is not offered on any plan yet';
export const NO_MEDIA_MESSAGE = 'This title has no video yet';
export const CHECK_PLANS_LABEL = 'Check Plans';

// ---- ticket: POST /session/content (docs/behaviour/playback-and-streams.md#ticket) ----

/**
 * The ticket request exactly as the spec lists it. Products, Quality, Lang, Offline and LicenseTime are
 * accepted for the wire's sake; the server decides entitlement from its own records, never from
 * Products. The session comes from the `token` header (or er-auth-token cookie); without one only
 * Public-package content is answered.
 */
export const ticketRequestSchema = z.object({
  Id: idSchema,
  Type: z.literal(1),
  Products: z
    .array(z.union([z.string().max(64), z.number().int()]))
    .max(20)
    .default([]),
  Quality: z.literal('Auto').default('Auto'),
  Lang: z.enum(['en', 'ar']).default('en'),
  Offline: z.literal(false).default(false),
  LicenseTime: z.null().default(null),
  /** A short label of this device for the stream list ("Chrome on Windows"); the user agent otherwise. */
  DeviceName: plainText(0, 80).optional(),
  /**
   * A past programme of the channel `Id` to play as catch-up from its recording: the guide entry's
   * StartsAt (docs/behaviour/channels-live-guide.md#catch-up). Without it a channel plays live.
   */
  ProgrammeStart: z.iso.datetime({ offset: true }).optional(),
});
export type TicketRequest = z.input<typeof ticketRequestSchema>;

export const MediaKind = { Live: 'live', Vod: 'vod' } as const;
export type MediaKind = (typeof MediaKind)[keyof typeof MediaKind];

export const subtitleTrackSchema = z.object({
  Language: z.enum(['ar', 'en']),
  Label: z.string(),
  /** The SRT file (docs/behaviour/playback-and-streams.md#subtitles), signed like the link. */
  Url: z.string(),
});
export type SubtitleTrack = z.infer<typeof subtitleTrackSchema>;

export const ticketResultSchema = z.object({
  /** The signed master playlist URL (HMAC over its path scope, expiry and session). */
  link: z.string(),
  /** Identifies this stream's lease: heartbeats and stop carry it. Anonymous Public plays get one too. */
  ticket: z.string(),
  Kind: z.enum([MediaKind.Live, MediaKind.Vod]),
  /** When `link` stops being accepted (ISO); heartbeats answer fresh links before then. */
  ExpiresAt: z.string(),
  HeartbeatMs: z.number().int(),
  /** Live: the channel's DVR window in hours. */
  DvrHours: z.number().nullable(),
  Subtitles: z.array(subtitleTrackSchema),
});
export type TicketResult = z.infer<typeof ticketResultSchema>;

// ---- heartbeat and stop: POST /session/heartbeat, POST /session/stop ----

/**
 * Tickets and stream and device ids are URL-safe tokens (base64url, anonymous tickets with dots): any
 * other text is refused before it reaches the database.
 */
const opaqueIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._-]+$/, 'is not an id this service gave out');

export const heartbeatRequestSchema = z.object({ ticket: opaqueIdSchema });
export type HeartbeatRequest = z.infer<typeof heartbeatRequestSchema>;

export const heartbeatResultSchema = z.object({
  /** The same media link with a fresh expiry: the player swaps its token part in. */
  link: z.string(),
  ExpiresAt: z.string(),
});
export type HeartbeatResult = z.infer<typeof heartbeatResultSchema>;

export const stopStreamRequestSchema = z.object({ ticket: opaqueIdSchema });

// ---- the account's streams: GET /session/streams, POST /session/streams/stop ----

export const activeStreamSchema = z.object({
  /** An opaque id of the stream, for stopping it; never the ticket itself. */
  Id: z.string(),
  DeviceName: z.string(),
  ContentId: z.number().int(),
  Title: z.string(),
  StartedAt: z.string(),
  /** This browser's own stream. */
  ThisDevice: z.boolean(),
});
export type ActiveStream = z.infer<typeof activeStreamSchema>;

/** Result of a TooManyStreams refusal, and of GET /session/streams. */
export const streamListSchema = z.object({ Streams: z.array(activeStreamSchema) });
export type StreamList = z.infer<typeof streamListSchema>;

export const stopOtherStreamRequestSchema = z.object({ Id: opaqueIdSchema });

// ---- signed-in devices on the account page: GET /membership/account/devices, POST …/devices/signout,
// POST …/devices/signout-others ----

export const signedInDeviceSchema = z.object({
  /** An opaque id of the session, for signing it out; never the session token. */
  Id: z.string(),
  DeviceName: z.string(),
  /** The country it signed in from (ISO 3166 alpha-2), null when unknown: the page names it in its language. */
  Country: z.string().nullable(),
  SignedInAt: z.string(),
  LastSeenAt: z.string(),
  /** The session this request came with. */
  ThisDevice: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;
export const signedInDevicesSchema = z.object({ Devices: z.array(signedInDeviceSchema) });
export const signOutDeviceRequestSchema = z.object({ Id: opaqueIdSchema });
/** "Sign out of all other devices": how many sessions it ended. */
export const signedOutOthersSchema = z.object({ SignedOut: z.number().int().nonnegative() });

// ---- media tokens (ADR 035) ----

/**
 * A media URL is `/media/{live|vod}/{id}/{file}?t={token}`: the path is the same for every viewer, so an
 * edge keeps one copy of each file, and the token rides in the query, which an edge checks and leaves out
 * of its cache key. The token is `{expiry}.{stream}.{signature}`: an HMAC-SHA256 (base64url) over the
 * scope (`live/{id}` or `vod/{id}`), the expiry (Unix seconds) and the stream's id, so it opens one
 * channel's or title's files and nothing else, and an edge checks it with the secret alone.
 */
export const MEDIA_PREFIX = '/media';
/** The query parameter that carries a media token. */
export const MEDIA_TOKEN_PARAM = 't';
/**
 * `renew=1` on a playlist's URL: the player renews its file tokens from each heartbeat (the web
 * player does), so a whole on-demand playlist's files get tokens of MEDIA_TOKEN_SECONDS and the
 * stream holds its slot only while heartbeats come, as live. Without it (a link handed to another
 * player) they last the title and hold the slot that long (docs/behaviour/playback-and-streams.md#ticket).
 */
export const MEDIA_RENEWS_PARAM = 'renew';
/** `{expiry}.{stream}.{signature}`: canonical digits, a URL-safe stream id, a 43-character base64url HMAC. */
export const MEDIA_TOKEN_SHAPE = /^(0|[1-9]\d{0,11})\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/;
