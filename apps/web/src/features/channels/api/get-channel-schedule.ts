import { MINUTE_MS, type GuideEntry } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** GET /epg/schedule/{channelId}/{yyyy-mm-dd}/3?offset={hours}: the programmes of a day on the viewer's calendar. */
export function getChannelSchedule(
  channelId: number,
  date: string,
  offsetHours: number,
  signal?: AbortSignal,
): Promise<GuideEntry[]> {
  return apiGet<GuideEntry[]>(`/epg/schedule/${channelId}/${date}/3`, {
    query: { offset: offsetHours },
    signal,
  });
}

export function getChannelScheduleQueryOptions(channelId: number, date: string, offsetHours: number) {
  return queryOptions({
    queryKey: ['channels', 'schedule', channelId, date, offsetHours],
    queryFn: ({ signal }) => getChannelSchedule(channelId, date, offsetHours, signal),
    // the server answers per minute; what is on air moves on the page's own clock in between
    staleTime: MINUTE_MS,
  });
}

export function useChannelSchedule(channelId: number, date: string, offsetHours: number) {
  return useQuery(getChannelScheduleQueryOptions(channelId, date, offsetHours));
}
