/** What the geo module offers the others; nothing else of it is imported from outside (ADR 025). */
export { knownCountry, resolveCountry } from './resolve-country.js';
