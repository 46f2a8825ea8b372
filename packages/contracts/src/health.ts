import { z } from 'zod';

/** GET /healthz: the server answers, on which storage, and the product's time (ADR 023). */
export const healthSchema = z.object({
  status: z.literal('ok'),
  storage: z.enum(['pglite', 'postgres']),
  /** the product clock's now, an ISO instant */
  now: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** What GET /readyz looked at: each part an instance needs to serve. */
export const READINESS_PARTS = ['database', 'storage', 'payments', 'mail'] as const;
export const readinessSchema = z.object({
  ready: z.boolean(),
  checks: z.array(
    z.object({
      part: z.enum(READINESS_PARTS),
      ok: z.boolean(),
      /** what was found: the provider or sender in use, or what is wrong */
      detail: z.string(),
    }),
  ),
});
export type Readiness = z.infer<typeof readinessSchema>;
