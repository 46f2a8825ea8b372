import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MediaKind } from '@sahra/contracts';

/** A random id for a leased stream: what its media tokens name. Hex, so it never looks anonymous. */
export const newStreamId = () => randomBytes(16).toString('hex');

const ANONYMOUS_STREAM = 'anon-';
/** A random id for an anonymous play, which holds no lease: its media tokens say so by the prefix they sign. */
export const newAnonymousStreamId = () => `${ANONYMOUS_STREAM}${randomBytes(16).toString('hex')}`;
export const isAnonymousStreamId = (streamId: string) => streamId.startsWith(ANONYMOUS_STREAM);

/** A leased stream's ticket: random, kept only as its SHA-256, so a leaked table renews nothing. */
export const newLeaseTicket = () => randomBytes(32).toString('base64url');
export const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** What an anonymous ticket stands for: a Public channel, played by a stream of this id. */
export interface AnonymousPlay {
  kind: MediaKind;
  contentId: number;
  streamId: string;
}

const ANONYMOUS_PREFIX = 'anon';
const ANONYMOUS_SHAPE = /^anon\.(live|vod)\.(\d{1,12})\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/;

function anonymousSignature(secret: string, play: AnonymousPlay) {
  return createHmac('sha256', secret)
    .update(`anonymous-ticket\n${play.kind}/${play.contentId}\n${play.streamId}`)
    .digest('base64url');
}

/**
 * An anonymous play holds no lease (there is no account to count streams of), so its ticket carries
 * everything a heartbeat needs, signed with the media link secret: nothing is stored.
 */
export function anonymousTicket(secret: string, play: AnonymousPlay): string {
  const { kind, contentId, streamId } = play;
  return `${ANONYMOUS_PREFIX}.${kind}.${contentId}.${streamId}.${anonymousSignature(secret, play)}`;
}

export const isAnonymousTicket = (ticket: string) => ticket.startsWith(`${ANONYMOUS_PREFIX}.`);

/** The play an anonymous ticket stands for, when its signature holds. */
export function readAnonymousTicket(secret: string, ticket: string): AnonymousPlay | undefined {
  const match = ANONYMOUS_SHAPE.exec(ticket);
  if (!match) return undefined;
  const [, kind, id, streamId = '', signature = ''] = match;
  const play = { kind: kind === 'live' ? MediaKind.Live : MediaKind.Vod, contentId: Number(id), streamId };
  const expected = Buffer.from(anonymousSignature(secret, play));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? play : undefined;
}
