import { SECOND_MS, type ChannelSignalAnswer } from '@sahra/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** How often an open channel page asks again: the server answers per minute, a source can drop at any time. */
const SIGNAL_REFRESH_MS = 30 * SECOND_MS;

/** GET /epg/signal/{channelId}: whether a recorded channel's source is down, and its gaps in the DVR window. */
export function useChannelSignal(channelId: number) {
  return useQuery({
    queryKey: ['channels', 'signal', channelId],
    queryFn: ({ signal }) => apiGet<ChannelSignalAnswer>(`/epg/signal/${channelId}`, { signal }),
    staleTime: SIGNAL_REFRESH_MS,
    refetchInterval: SIGNAL_REFRESH_MS,
  });
}
