import type { ChannelSignal, SignalGap } from '@sahra/contracts';

export interface ChannelSignals {
  signal: Map<number, ChannelSignal>;
  gaps: Map<number, SignalGap[]>;
}

/**
 * What the guide shows of the recordings: a recorded channel's signal and the spans its source was down
 * within [from, to) (a channel absent from `signal` has no recording: it plays virtual live), when its
 * recording begins (its DVR window holds nothing older), and which programmes play as catch-up cut from
 * it (their `programmeKey`s). The recorder (modules/recording) and the cutter (modules/media) own those
 * rows and import the guide, so app.ts hands their readers in (ADR 025).
 */
export interface RecordingFacts {
  signals(channelIds: number[], from: Date, to: Date): Promise<ChannelSignals>;
  recordingStarts(channelIds: number[]): Promise<Map<number, Date>>;
  cutProgrammes(channelIds: number[], from: Date, to: Date): Promise<Set<string>>;
}

/** A programme's key: its channel and start (guide_programme's primary key). */
export const programmeKey = (programme: { channelId: number; start: Date }) =>
  `${programme.channelId}/${programme.start.toISOString()}`;
