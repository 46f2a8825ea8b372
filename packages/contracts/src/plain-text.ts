import { z } from 'zod';

/** Text kept as it is sent, without control characters: NUL cannot even be stored in PostgreSQL text. */
/* @__NO_SIDE_EFFECTS__ */
export const plainText = (min: number, max: number, message?: string) =>
  z
    .string()
    .trim()
    .min(min, message)
    .max(max)
    .regex(/^\P{Cc}*$/u, 'Control characters are not allowed');
