/** What the media module offers the others; nothing else of it is imported from outside (ADR 025). */
export { findCut } from './catchup-repository.js';
export { ffmpegPath, runFfmpeg } from './ffmpeg.js';
export { drawText, FONT_FILES, ladderEncoding, renditionOutput } from './generator.js';
export { LADDER, RENDITIONS } from './library.js';
export { LivePlaylists } from './live-playlists.js';
export { findChannelMedia, findPlayableItem } from './repository.js';
export { GuideScheduleSource } from './schedule-source.js';
export { type MediaScope, mediaToken, readMediaToken, verifyMediaToken } from './signed-link.js';
export { subtitleLanguagesOf } from './subtitles.js';
