/**
 * The account service's key of the embedded demo, public: the server's API_KEY and the web build's default.
 * A module of its own, not with the session constants: the web app's entry reads it, and taking it from
 * session-constants.ts would make every page load the session chunk (and the zod it reaches) up front.
 */
export const DEMO_API_KEY = 'sahra-demo-api-key';
