/** What the guide module offers the others; nothing else of it is imported from outside (ADR 025). */
export { ensureDemoGuide } from './demo-guide-job.js';
export { guideProgrammes } from './programme-repository.js';
export { programmeKey, type ChannelSignals, type RecordingFacts } from './recordings.js';
export { channelsWithSource, setChannelSource } from './source-repository.js';
export { checkSource, ffmpegProtocols, sourceProtocols, sourceScheme } from './source-protocols.js';
export { scheduleBetween } from './service.js';
