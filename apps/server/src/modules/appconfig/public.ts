/** What the appconfig module offers the others; nothing else of it is imported from outside (ADR 025). */
export { findHomeGroups } from './repository.js';
