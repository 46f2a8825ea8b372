/** What the guide module offers the others; nothing else of it is imported from outside (ADR 025). */
export { ensureDemoGuide } from './demo-guide-job.js';
export { channelsWithSource, guideProgrammes, setChannelSource } from './repository.js';
export { scheduleBetween } from './service.js';
