/**
 * What happens to an uncaught error once error-reporting.ts has caught it: loaded with the first one,
 * so pages that never fail never load it.
 */
import { APP_VERSION, ERROR_REPORTING_SAMPLE_RATE } from '@sahra/contracts';
import { postAndForget } from './post-and-forget';

export const CLIENT_ERRORS_ENDPOINT = '/api/client-errors';
/** The server takes at most 16 KB; a stack this long still says where the error came from. */
export const MAX_STACK_LENGTH = 4000;
export const MAX_MESSAGE_LENGTH = 1000;
/** A page stuck in an error loop sends a few reports, not thousands. */
export const MAX_REPORTS_PER_PAGE = 5;

/** The body of POST /api/client-errors (apps/server/src/modules/client-errors/schema.ts). */
export interface ClientErrorReport {
  message: string;
  stack?: string;
  url: string;
  userAgent: string;
  appVersion: string;
}

export function truncate(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** Whatever was thrown or rejected (an Error, a string, anything) as a message and maybe a stack. */
export function describeError(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) {
    const message = reason.message ? `${reason.name}: ${reason.message}` : reason.name;
    return reason.stack ? { message, stack: reason.stack } : { message };
  }
  if (typeof reason === 'string') return { message: reason || 'Empty error message' };
  try {
    return { message: `Non-error thrown: ${JSON.stringify(reason) ?? String(reason)}` };
  } catch {
    return { message: `Non-error thrown: ${String(reason)}` }; // e.g. an object with a cycle
  }
}

export function buildReport(reason: unknown, page: { url: string; userAgent: string }): ClientErrorReport {
  const { message, stack } = describeError(reason);
  return {
    message: truncate(message, MAX_MESSAGE_LENGTH),
    ...(stack ? { stack: truncate(stack, MAX_STACK_LENGTH) } : {}),
    url: truncate(page.url, 2048),
    userAgent: truncate(page.userAgent, 512),
    appVersion: APP_VERSION,
  };
}

export interface ReporterOptions {
  send: (report: ClientErrorReport) => void;
  sampleRate?: number;
  maxReports?: number;
  random?: () => number;
}

/** Decides which errors are sent: sampled, each distinct message once, at most a few per page. */
export function createErrorReporter({
  send,
  sampleRate = ERROR_REPORTING_SAMPLE_RATE,
  maxReports = MAX_REPORTS_PER_PAGE,
  random = Math.random,
}: ReporterOptions) {
  const seen = new Set<string>();
  return {
    /** True when the error was sent. `page` is where it happened. */
    report(reason: unknown, page: { url: string; userAgent: string }): boolean {
      if (seen.size >= maxReports || random() >= sampleRate) return false;
      const report = buildReport(reason, page);
      if (seen.has(report.message)) return false;
      seen.add(report.message);
      send(report);
      return true;
    },
  };
}

export function sendToServer(report: ClientErrorReport) {
  // leaves even when the error is followed by a navigation away
  postAndForget(CLIENT_ERRORS_ENDPOINT, report);
}
