import {
  heartbeatResultSchema,
  productSchema,
  ticketResultSchema,
  type HeartbeatResult,
  type TicketRequest,
  type TicketResult,
} from '@sahra/contracts';
import { apiPost } from '../../../api/client';
import { postAndForget } from '../../../lib/post-and-forget';

/** The session's products as the ticket call lists them: each product's package name. */
export function productNames(products: readonly unknown[]): string[] {
  return products.flatMap((product) => {
    const parsed = productSchema.safeParse(product);
    return parsed.success ? [parsed.data.Package.Name] : [];
  });
}

/**
 * POST /session/content (docs/behaviour/playback-and-streams.md#ticket). The session travels in the auth cookie, as on every other call;
 * the answer is checked against its schema before a link from it is played.
 */
export async function requestTicket(request: TicketRequest, signal?: AbortSignal): Promise<TicketResult> {
  return ticketResultSchema.parse(await apiPost<unknown>('/session/content', request, { signal }));
}

/** POST /session/heartbeat: renews the stream's lease and answers a fresh signed link. */
export async function sendHeartbeat(ticket: string): Promise<HeartbeatResult> {
  return heartbeatResultSchema.parse(await apiPost<unknown>('/session/heartbeat', { ticket }));
}

/** POST /session/stop when the viewer leaves: nobody waits for the answer, the lease ends by itself if it is lost. */
export function stopStream(ticket: string) {
  postAndForget('/session/stop', { ticket });
}

/** POST /session/streams/stop: ends one of the account's other streams, to play here instead. */
export async function stopOtherStream(id: string): Promise<void> {
  await apiPost<unknown>('/session/streams/stop', { Id: id });
}
