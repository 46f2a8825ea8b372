import { z } from 'zod';

/** The largest report body accepted; anything bigger answers 413 before it is parsed. */
export const CLIENT_ERROR_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * What the web app sends when an uncaught error or unhandled rejection reaches the window
 * (apps/web/src/lib/error-reporting.ts builds it; the stack is truncated there to fit).
 */
export const clientErrorReportSchema = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2048),
  userAgent: z.string().max(512),
  appVersion: z.string().max(32),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
