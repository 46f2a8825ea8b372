import { GRID_DEFAULT_CHANNEL_PAGE_SIZE, type GuideGrid, MINUTE_MS } from '@sahra/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { GuideWindow } from '../guide-time';

/** The guide changes when a new day is imported; a few minutes old is fine, now and DVR move on the page. */
const STALE_MS = 5 * MINUTE_MS;

/** GET /epg/grid: one page of channels (20) with their programmes over the window. */
export function getGuideGrid(
  window: GuideWindow,
  language: string,
  channelPage: number,
  signal?: AbortSignal,
) {
  return apiGet<GuideGrid>('/epg/grid', {
    query: {
      from: window.from.toISOString(),
      hours: window.hours,
      channelPage,
      channelPageSize: GRID_DEFAULT_CHANNEL_PAGE_SIZE,
      language,
    },
    signal,
  });
}

/** The next channel page, while some channels are still to come. */
export function nextChannelPage(grid: GuideGrid): number | undefined {
  const next = grid.ChannelPage + 1;
  return next * grid.ChannelPageSize < grid.TotalChannels ? next : undefined;
}

/** A day's grid, a page of channels at a time: the page asks for the next as the viewer scrolls down. */
export const useGuideGrid = (window: GuideWindow, language: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['guide', 'grid', window.from.toISOString(), window.hours, language],
      queryFn: ({ pageParam, signal }) => getGuideGrid(window, language, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: nextChannelPage,
      staleTime: STALE_MS,
    }),
  );
