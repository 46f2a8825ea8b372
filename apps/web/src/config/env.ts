import { DEMO_API_KEY } from '@sahra/contracts';
/**
 * The build-time settings of the web app (Vite's `import.meta.env`), read here and nowhere else (lint keeps
 * it so): every setting the build can be given is listed, typed and defaulted in one place.
 */
declare global {
  interface ImportMetaEnv {
    /** The account service's API key (the server's API_KEY). */
    readonly VITE_SAHRA_API_KEY?: string;
    /** Sentry's DSN; without it errors go to our own server only. */
    readonly VITE_SENTRY_DSN?: string;
    /**
     * Stripe's publishable key, given when the server charges through Stripe (its PAYMENT_PROVIDER=stripe);
     * without it the card form is the sandbox provider's tokeniser.
     */
    readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  }
}

/** The public demo key unless the build is given its own (docs/behaviour/catalog-calls.md#calls: every account call carries one). */
export const API_KEY: string = import.meta.env.VITE_SAHRA_API_KEY ?? DEMO_API_KEY;
export const SENTRY_DSN = import.meta.env.VITE_SENTRY_DSN;
export const STRIPE_PUBLISHABLE_KEY = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
/** A built app, not the development server (whose errors are in the console already). */
export const PRODUCTION_BUILD = import.meta.env.PROD;
