import { OUTBOX_PATH, type OutboxMessage } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** A code arrives a moment after it is asked for: the page looks again this often while it is open. */
const REFRESH_MS = 3000;

/** The latest messages of the demo outbox, newest first (404 when messages really leave the server). */
export function getOutboxMessages(signal?: AbortSignal): Promise<OutboxMessage[]> {
  return apiGet<OutboxMessage[]>(OUTBOX_PATH, signal ? { signal } : {});
}

export function getOutboxMessagesQueryOptions() {
  return queryOptions({
    queryKey: ['outbox-messages'],
    queryFn: ({ signal }) => getOutboxMessages(signal),
    refetchInterval: REFRESH_MS,
    // a 404 means no outbox here, which no retry changes
    retry: false,
  });
}

export function useOutboxMessages() {
  return useQuery(getOutboxMessagesQueryOptions());
}
