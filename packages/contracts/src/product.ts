import { z } from 'zod';

/**
 * The products of an account as the account details answer lists them, apart from the plans and payment
 * contracts: the player reads them, and a module of their own keeps the sales schemas out of its code.
 */

/** A plan's package: what it lets the viewer watch (docs/behaviour/playback-and-streams.md#who-may-watch). */
export const packageSchema = z.object({ Id: z.number().int(), Name: z.string() });

/** A product of the account details answer (docs/behaviour/playback-and-streams.md#who-may-watch: the first product's package decides what plays). */
export const productSchema = z.object({
  SubscriptionId: z.number().int(),
  State: z.number().int(),
  ExpireDate: z.string(),
  Package: packageSchema,
});
export type Product = z.infer<typeof productSchema>;
