import { z } from 'zod';

/** The response envelope of every service call (spec: Success, Result, ErrorCode, ErrorMessage). */
export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({
    Success: z.boolean(),
    Result: result.nullable(),
    ErrorCode: z.union([z.string(), z.number()]).nullable(),
    ErrorMessage: z.string().nullable(),
  });

export type Envelope<T> = z.output<ReturnType<typeof envelopeSchema<z.ZodType<T>>>>;

/** The envelope of a refused or failed call: every 4xx and 5xx answer of a JSON call carries one. */
export const failureEnvelopeSchema = z.object({
  Success: z.literal(false),
  Result: z.null(),
  ErrorCode: z.union([z.string(), z.number()]),
  ErrorMessage: z.string(),
});
export type FailureEnvelope = z.output<typeof failureEnvelopeSchema>;

/** The result of a call that only succeeds or fails (logout, stop, verify a code …): true, as a failure has its own envelope. */
export const doneResultSchema = z.boolean();

/** Error codes of the platform; each service adds its own codes from the spec's catalogue. */
export const PlatformErrorCode = {
  BadRequest: 'BadRequest',
  NotFound: 'NotFound',
  /** an operator call without the right bearer token */
  Unauthorized: 'Unauthorized',
  PayloadTooLarge: 'PayloadTooLarge',
  CountryBlocked: 'CountryBlocked',
  CrossSiteRefused: 'CrossSiteRefused',
  Overloaded: 'Overloaded',
  /** GET /readyz: a part the instance needs cannot be used (the answer lists which) */
  NotReady: 'NotReady',
  Timeout: 'Timeout',
  Internal: 'Internal',
} as const;
/**
 * A call that changes state, signed in by cookie alone, from another site (docs/behaviour/errors-and-messages.md):
 * the page that made it is not this site's, so the browser's cookies do not speak for the user.
 */
export const CROSS_SITE_REFUSED_MESSAGE =
  'This request came from another site. Open Sahra itself and try again, or send your sign-in token with it';

export type PlatformErrorCode = (typeof PlatformErrorCode)[keyof typeof PlatformErrorCode];
