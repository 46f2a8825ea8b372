import { APP_VERSION, ERROR_REPORTING_SAMPLE_RATE } from '@sahra/contracts';
import { PRODUCTION_BUILD, SENTRY_DSN } from '../config/env';

type Reporter = ReturnType<(typeof import('./error-reporter'))['createErrorReporter']>;

/** Sentry's SDK is ~30 kB gzipped: fetched only by builds that have a DSN, after the first render. */
function startSentry(dsn: string) {
  import('@sentry/browser')
    .then((Sentry) => Sentry.init({ dsn, release: APP_VERSION, sampleRate: ERROR_REPORTING_SAMPLE_RATE }))
    .catch(() => undefined);
}

/**
 * Sends the window's uncaught errors and unhandled rejections to our server (and Sentry when configured).
 * Only the listening is here, in the code every page loads first; the reporter arrives with the first error.
 */
export function installErrorReporting(): void {
  // during development the errors are in the console already; only built apps report
  if (!PRODUCTION_BUILD) return;
  let reporter: Promise<Reporter> | undefined;
  const report = (reason: unknown) => {
    // the page as it was when the error happened, not when the reporter has loaded
    const page = { url: window.location.href, userAgent: navigator.userAgent };
    reporter ??= import('./error-reporter').then(({ createErrorReporter, sendToServer }) =>
      createErrorReporter({ send: sendToServer }),
    );
    reporter.then((loaded) => loaded.report(reason, page)).catch(() => undefined);
  };
  window.addEventListener('error', (event) => report(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => report(event.reason));
  if (SENTRY_DSN) startSentry(SENTRY_DSN);
}
