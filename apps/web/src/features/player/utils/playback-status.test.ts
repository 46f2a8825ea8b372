import type { TicketResult } from '@sahra/contracts';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { initialStatus, playbackReducer, type PlaybackStatus } from './playback-status';
import { RECONNECT_ATTEMPTS } from './reconnect';

const ticket: TicketResult = {
  link: '/media/vod/1/master.m3u8?t=100.s.sig',
  ticket: 't1',
  Kind: 'vod',
  ExpiresAt: '2026-11-23T12:00:00Z',
  HeartbeatMs: 10_000,
  DvrHours: null,
  Subtitles: [],
};
const streaming = playbackReducer(initialStatus, { type: 'ticket-granted', ticket });

function refusedWith(error: ApiError): PlaybackStatus {
  return playbackReducer(initialStatus, { type: 'ticket-failed', error });
}

describe('the player’s session states', () => {
  test('a granted ticket streams, and an answered heartbeat leaves a stream that was not lost as it is', () => {
    expect(streaming).toEqual({ step: 'streaming', ticket, attempt: 0 });
    expect(playbackReducer(streaming, { type: 'heartbeat-answered' })).toBe(streaming);
  });

  test('signed out, no plan and too many streams are refusals with what their screens need', () => {
    expect(refusedWith(new ApiError(401, 'SignInRequired', 'Sign in'))).toMatchObject({
      step: 'refused',
      refusal: { code: 'SignInRequired' },
    });
    expect(refusedWith(new ApiError(403, 'NoActivePlan', "You don't have an active plan"))).toMatchObject({
      refusal: { code: 'NoActivePlan', message: "You don't have an active plan" },
    });
    const stream = {
      Id: 'a',
      DeviceName: 'Chrome on Linux',
      ContentId: 3,
      Title: 'News',
      StartedAt: '2026-11-23T11:00:00Z',
      ThisDevice: false,
    };
    const tooMany = new ApiError(409, 'TooManyStreams', 'To continue please sign out from other devices', {
      Streams: [stream],
    });
    expect(refusedWith(tooMany)).toMatchObject({ refusal: { code: 'TooManyStreams', streams: [stream] } });
  });

  test('media still being generated waits in the preparing state', () => {
    expect(refusedWith(new ApiError(503, 'MediaPreparing', 'Preparing'))).toMatchObject({
      step: 'preparing',
    });
    expect(playbackReducer(streaming, { type: 'media-preparing' })).toMatchObject({ step: 'preparing' });
  });

  test('a ticket call without an answer is asked again with backoff for as long as the network is down', () => {
    const unreachable = new ApiError(0, 'Network', 'The service could not be reached');
    let status = initialStatus;
    const waits: (number | undefined)[] = [];
    for (let failure = 0; failure < 8; failure++) {
      status = playbackReducer(status, { type: 'ticket-failed', error: unreachable });
      expect(status).toMatchObject({ step: 'starting', attempt: failure + 1, failures: failure + 1 });
      if (status.step === 'starting') waits.push(status.retryInMs);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000, 8_000]);
    expect(playbackReducer(status, { type: 'ticket-granted', ticket })).toMatchObject({ step: 'streaming' });
  });

  test('a ticket call the server fails is asked again a few times, then shows the error with Retry; Retry starts the count afresh', () => {
    const broken = new ApiError(503, 'Overloaded', 'The service is busy');
    let status = initialStatus;
    for (let failure = 0; failure < RECONNECT_ATTEMPTS; failure++) {
      status = playbackReducer(status, { type: 'ticket-failed', error: broken });
      expect(status).toMatchObject({ step: 'starting', failures: failure + 1 });
    }
    status = playbackReducer(status, { type: 'ticket-failed', error: broken });
    expect(status).toMatchObject({ step: 'failed', message: 'The service is busy' });
    expect(playbackReducer(status, { type: 'retry' })).toEqual({
      step: 'starting',
      attempt: status.attempt + 1,
    });
  });

  test('a refusal that will not change on asking again shows its message', () => {
    expect(refusedWith(new ApiError(403, 'CountryBlocked', 'Not in your country'))).toMatchObject({
      step: 'refused',
      refusal: { code: 'Other', message: 'Not in your country' },
    });
  });

  test('StreamEnded on a heartbeat ends the stream; a lost heartbeat does not, it marks the stream unreachable until one is answered', () => {
    const lost = playbackReducer(streaming, {
      type: 'heartbeat-failed',
      error: new ApiError(0, 'Network', 'offline'),
    });
    expect(lost).toEqual({ ...streaming, unreachable: true });
    expect(
      playbackReducer(lost, { type: 'heartbeat-failed', error: new ApiError(0, 'Timeout', 'slow') }),
    ).toBe(lost);
    expect(playbackReducer(lost, { type: 'heartbeat-answered' })).toEqual(streaming);
    const broken = playbackReducer(streaming, {
      type: 'heartbeat-failed',
      error: new ApiError(500, 'InternalError', 'oops'),
    });
    expect(broken).toBe(streaming);
    const ended = playbackReducer(streaming, {
      type: 'heartbeat-failed',
      error: new ApiError(410, 'StreamEnded', 'This stream has ended'),
    });
    expect(ended).toMatchObject({ step: 'ended' });
  });

  test('a heartbeat answered SignInRequired (this device signed out from the account page) asks to sign in', () => {
    const signedOut = playbackReducer(streaming, {
      type: 'heartbeat-failed',
      error: new ApiError(401, 'SignInRequired', 'Please sign in again'),
    });
    expect(signedOut).toMatchObject({ step: 'refused', refusal: { code: 'SignInRequired' } });
  });

  test('a heartbeat back from a drop while three other streams took the slots shows the fourth-stream screen with them', () => {
    const refused = playbackReducer(streaming, {
      type: 'heartbeat-failed',
      error: new ApiError(409, 'TooManyStreams', 'To continue please sign out from other devices', {
        Streams: [],
      }),
    });
    expect(refused).toMatchObject({ step: 'refused', refusal: { code: 'TooManyStreams', streams: [] } });
  });

  test('retry starts over with a new attempt', () => {
    const failed = playbackReducer(streaming, { type: 'media-failed', message: 'lost' });
    expect(failed).toMatchObject({ step: 'failed', message: 'lost' });
    expect(playbackReducer(failed, { type: 'retry' })).toEqual({ step: 'starting', attempt: 1 });
  });
});
