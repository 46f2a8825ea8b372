/**
 * What the encoding module offers the others (ADR 025): ffmpeg, the rendition ladder and how a rung is
 * encoded, and drawn text. The demo clips (media) and the recorder (recording) encode with it alike; it
 * imports no other module, so both may.
 */
export { FfmpegError, ffmpegPath, runFfmpeg } from './ffmpeg.js';
export { LADDER, ladderEncoding, RENDITIONS, renditionOutput, type RenditionDesign } from './ladder.js';
export { drawText, FONT_FILES } from './text.js';
