/** What the recording module offers the others; nothing else of it is imported from outside (ADR 025). */
export { DemoBroadcaster } from './demo-broadcaster.js';
export {
  channelSignals,
  recordedChannels,
  recordedDiscontinuities,
  recordedRenditions,
  recordedUpTo,
  recordingStarts,
  type RecordedSegment,
} from './recorded-repository.js';
export { recordedSegments } from './recording-repository.js';
export { ensureSlate, SLATE_SEGMENTS, slateInitPath, slateMade, slateSegmentPath } from './slate.js';
export { ladderRenditions } from './source-probe.js';
