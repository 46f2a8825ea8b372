/** What the media module offers the others; nothing else of it is imported from outside (ADR 025). */
export { cutProgrammes, findCut } from './catchup-repository.js';
export { LivePlaylists } from './live-playlists.js';
export { channelMediaOf, playableItemOf } from './repository.js';
export { GuideScheduleSource } from './schedule-source.js';
export { type MediaScope, mediaToken, readMediaToken, verifyMediaToken } from './signed-link.js';
export { subtitleLanguagesOf } from './subtitles.js';
