/**
 * What the encoding module offers the others (ADR 025): ffmpeg, the rendition ladder and how a rung is
 * encoded, drawn text, and the packager's decision: what a file or source carries (ffprobe) and what to
 * copy, transcode, deinterlace, box or drop of it (issue 33). The demo clips (media) and the recorder
 * (recording) encode with it alike; it imports no other module, so both may.
 */
export { FfmpegError, ffmpegPath, ffprobePath, runFfmpeg } from './ffmpeg.js';
export { LADDER, ladderEncoding, RENDITIONS, renditionOutput, type RenditionDesign } from './ladder.js';
export { drawText, FONT_FILES } from './text.js';
export {
  MediaProbeError,
  mediaFactsOf,
  probeMedia,
  type AudioFacts,
  type MediaFacts,
  type SubtitleFacts,
  type VideoFacts,
} from './media-facts.js';
export {
  packagingPlan,
  planReasons,
  type AudioTrackPlan,
  type DroppedStream,
  type PackagingPlan,
  type PackagingPurpose,
  type SubtitleTrackPlan,
  type VideoPlan,
  type VideoRendition,
} from './packaging-plan.js';
