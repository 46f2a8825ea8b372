import { scheduleResponseSchema, type GuideEntry, DAY_MS, MINUTE_MS } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet } from '../../../api/client';
import { nowMs } from '../../../lib/clock';

/** A UTC calendar day, the way the guide's schedule call names it (offset 0). */
function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** GET /epg/schedule/{channelId}/{yyyy-mm-dd}/3: a channel's programmes of one day. */
function scheduleQueryOptions(channelId: number, date: string) {
  return queryOptions({
    queryKey: ['player', 'schedule', channelId, date],
    queryFn: async ({ signal }) =>
      scheduleResponseSchema.parse(await apiGet<unknown>(`/epg/schedule/${channelId}/${date}/3`, { signal })),
    staleTime: 5 * MINUTE_MS,
  });
}

/**
 * The programmes a live channel's DVR window can reach: yesterday's and today's (UTC), so that a
 * programme begun before midnight and the last 8 hours are both there. Empty while loading or when
 * the guide fails: the bar then shows the window without a programme (docs/behaviour/errors-and-messages.md#loading-and-failed-loads, a failed guide load
 * leaves the section empty).
 */
export function useLiveSchedule(channelId: number, enabled: boolean): GuideEntry[] {
  const [now] = useState(() => nowMs());
  // two plain queries rather than useQueries, whose observer would join the framework chunk every page loads
  const yesterday = useQuery({
    ...scheduleQueryOptions(channelId, utcDate(new Date(now - DAY_MS))),
    enabled,
  });
  const today = useQuery({ ...scheduleQueryOptions(channelId, utcDate(new Date(now))), enabled });
  return [...(yesterday.data ?? []), ...(today.data ?? [])];
}
