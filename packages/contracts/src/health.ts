import { z } from 'zod';

/** GET /healthz: the server answers, on which storage, and the product's time (ADR 023). */
export const healthSchema = z.object({
  status: z.literal('ok'),
  storage: z.enum(['pglite', 'postgres']),
  /** the product clock's now, an ISO instant */
  now: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
