import { z } from 'zod';

/** The response envelope of every service call (spec: Success, Result, ErrorCode, ErrorMessage). */
export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({
    Success: z.boolean(),
    Result: result.nullable(),
    ErrorCode: z.union([z.string(), z.number()]).nullable(),
    ErrorMessage: z.string().nullable(),
  });

export type Envelope<T> = {
  Success: boolean;
  Result: T | null;
  ErrorCode: string | number | null;
  ErrorMessage: string | null;
};

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
