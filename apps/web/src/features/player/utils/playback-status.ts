import {
  type ActiveStream,
  MediaErrorCode,
  PlaybackErrorCode,
  streamListSchema,
  type TicketResult,
} from '@sahra/contracts';
import { ApiError, ClientErrorCode } from '../../../api/api-error';
import { reconnectDelayMs } from './reconnect';

/** The refusals the player answers in its own place (docs/behaviour/playback-and-streams.md#who-may-watch), each with its own way on. */
export type Refusal =
  | { code: typeof PlaybackErrorCode.SignInRequired }
  | { code: typeof PlaybackErrorCode.NotOffered }
  | { code: typeof PlaybackErrorCode.NoMedia }
  | { code: typeof PlaybackErrorCode.NoActivePlan; message: string }
  | { code: typeof PlaybackErrorCode.TooManyStreams; message: string; streams: ActiveStream[] }
  | { code: 'Other'; message: string };

/**
 * Where the stream stands, apart from what the video element does: asking for the ticket (again after
 * `retryInMs` when the last ask got no answer or a server error: `failures` so far), waiting for
 * media still being generated, streaming (`unreachable` while heartbeats get
 * no answer: the network dropped, and the player says it is reconnecting), refused, ended by the server
 * (stopped from another device, plan lost), or failed after the reconnect attempts.
 */
export type PlaybackStatus =
  | { step: 'starting'; attempt: number; failures?: number; retryInMs?: number }
  | { step: 'preparing'; attempt: number }
  | { step: 'streaming'; ticket: TicketResult; attempt: number; unreachable?: true }
  | { step: 'refused'; refusal: Refusal; attempt: number }
  | { step: 'ended'; attempt: number }
  | { step: 'failed'; message: string; attempt: number };

export type PlaybackEvent =
  | { type: 'ticket-granted'; ticket: TicketResult }
  | { type: 'ticket-failed'; error: unknown }
  | { type: 'heartbeat-answered' }
  | { type: 'heartbeat-failed'; error: unknown }
  | { type: 'media-preparing' }
  | { type: 'media-failed'; message: string }
  | { type: 'retry' };

export const initialStatus: PlaybackStatus = { step: 'starting', attempt: 0 };

function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * No answer came at all: the network is down, the service unreachable, or the call timed out. (Here,
 * not on ApiError: the entry chunk every page loads carries that class, and the player alone asks.)
 */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.errorCode !== ClientErrorCode.BadResponse;
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.errorCode === code;
}

/**
 * A ticket call that got no answer or a server error is asked again, as the media engine reconnects: a
 * network that does not answer for as long as it is down, a failing server a few times with backoff.
 * Only then does the viewer see the error with Retry (a start on a stalled network or an overloaded
 * server used to stop at once).
 */
function retryTicket(error: ApiError, status: PlaybackStatus): PlaybackStatus {
  const failures = status.step === 'starting' ? (status.failures ?? 0) : 0;
  const retryInMs = reconnectDelayMs(failures, isUnreachable(error));
  return retryInMs === undefined
    ? { step: 'failed', message: error.message, attempt: status.attempt }
    : { step: 'starting', attempt: status.attempt + 1, failures: failures + 1, retryInMs };
}

/** A refused or failed ticket call, sorted into the screen it leads to. */
function afterTicketFailure(error: unknown, status: PlaybackStatus): PlaybackStatus {
  const { attempt } = status;
  if (!(error instanceof ApiError)) return { step: 'failed', message: failureMessage(error), attempt };
  switch (error.errorCode) {
    case MediaErrorCode.Preparing:
      return { step: 'preparing', attempt };
    case PlaybackErrorCode.SignInRequired:
      return { step: 'refused', refusal: { code: PlaybackErrorCode.SignInRequired }, attempt };
    case PlaybackErrorCode.NotOffered:
      return { step: 'refused', refusal: { code: PlaybackErrorCode.NotOffered }, attempt };
    case PlaybackErrorCode.NoMedia:
      return { step: 'refused', refusal: { code: PlaybackErrorCode.NoMedia }, attempt };
    case PlaybackErrorCode.NoActivePlan:
      return {
        step: 'refused',
        refusal: { code: PlaybackErrorCode.NoActivePlan, message: error.message },
        attempt,
      };
    case PlaybackErrorCode.TooManyStreams: {
      const list = streamListSchema.safeParse(error.result);
      return {
        step: 'refused',
        refusal: {
          code: PlaybackErrorCode.TooManyStreams,
          message: error.message,
          streams: list.success ? list.data.Streams : [],
        },
        attempt,
      };
    }
    default:
      return error.isRetryable
        ? retryTicket(error, status)
        : { step: 'refused', refusal: { code: 'Other', message: error.message }, attempt };
  }
}

/**
 * The player's session state machine. `attempt` counts the starts, so that each retry asks for a new
 * ticket even from the same step.
 */
export function playbackReducer(status: PlaybackStatus, event: PlaybackEvent): PlaybackStatus {
  const { attempt } = status;
  switch (event.type) {
    case 'ticket-granted':
      return { step: 'streaming', ticket: event.ticket, attempt };
    case 'ticket-failed':
      return afterTicketFailure(event.error, status);
    case 'heartbeat-answered':
      return status.step === 'streaming' && status.unreachable
        ? { step: 'streaming', ticket: status.ticket, attempt }
        : status;
    case 'heartbeat-failed':
      // a lost heartbeat is retried at the next interval (the link outlives several), for as long as the
      // network is down: the server takes a lapsed stream back. Only the server's word stops playback:
      // the stream ended, this device was signed out (from the account page), or while it was away three
      // other streams took the slots
      if (status.step !== 'streaming') return status;
      if (
        hasCode(event.error, PlaybackErrorCode.SignInRequired) ||
        hasCode(event.error, PlaybackErrorCode.TooManyStreams)
      )
        return afterTicketFailure(event.error, status);
      if (hasCode(event.error, PlaybackErrorCode.StreamEnded)) return { step: 'ended', attempt };
      return isUnreachable(event.error) && !status.unreachable ? { ...status, unreachable: true } : status;
    case 'media-preparing':
      return { step: 'preparing', attempt };
    case 'media-failed':
      return status.step === 'streaming' ? { step: 'failed', message: event.message, attempt } : status;
    case 'retry':
      return { step: 'starting', attempt: attempt + 1 };
  }
}
