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
  PayloadTooLarge: 'PayloadTooLarge',
  CountryBlocked: 'CountryBlocked',
  Overloaded: 'Overloaded',
  Timeout: 'Timeout',
  Internal: 'Internal',
} as const;
export type PlatformErrorCode = (typeof PlatformErrorCode)[keyof typeof PlatformErrorCode];
