import {
  NO_ACTIVE_PLAN_MESSAGE,
  NO_MEDIA_MESSAGE,
  NOT_OFFERED_MESSAGE,
  PlaybackErrorCode,
  STREAM_ENDED_MESSAGE,
  TOO_MANY_STREAMS_MESSAGE,
  type StreamList,
} from '@sahra/contracts';
import { AppError } from '../../platform/errors.js';

export const contentNotFound = () =>
  new AppError(404, PlaybackErrorCode.ContentNotFound, 'There is nothing to play with this id');

/** A past programme that was not cut from a recording, or whose catch-up has expired. */
export const catchupNotFound = () =>
  new AppError(404, PlaybackErrorCode.ContentNotFound, 'This programme cannot be played again');

export const noActivePlan = () => new AppError(403, PlaybackErrorCode.NoActivePlan, NO_ACTIVE_PLAN_MESSAGE);

/** In no package: no plan, however complete, covers it (closed by default, never Public). */
export const notOffered = () => new AppError(403, PlaybackErrorCode.NotOffered, NOT_OFFERED_MESSAGE);

/** Nothing of its own to play yet: no demo clip or other stand-in plays in its place (closed by default). */
export const noMedia = () => new AppError(409, PlaybackErrorCode.NoMedia, NO_MEDIA_MESSAGE);

/** Gone: the player stops and, for a stream stopped elsewhere, says so. */
export const streamEnded = () => new AppError(410, PlaybackErrorCode.StreamEnded, STREAM_ENDED_MESSAGE);

export const streamNotFound = () =>
  new AppError(404, PlaybackErrorCode.StreamEnded, 'None of your streams has this id');

/**
 * The fourth stream's refusal: unlike other failures it carries a Result, the streams playing now, so
 * the same screen can offer to stop one of them.
 */
export class TooManyStreams extends Error {
  readonly statusCode = 409;
  constructor(readonly streams: StreamList) {
    super(TOO_MANY_STREAMS_MESSAGE);
  }

  get envelope() {
    return {
      Success: false,
      Result: this.streams,
      ErrorCode: PlaybackErrorCode.TooManyStreams,
      ErrorMessage: TOO_MANY_STREAMS_MESSAGE,
    } as const;
  }
}
