export * from './envelope.js';
export * from './constants.js';
export * from './paging.js';
export * from './content.js';
export * from './appconfig.js';
export * from './membership.js';
export * from './session-constants.js';
