import type { GuideGridEntry } from '@sahra/contracts';
import { paths } from '../../config/paths';
import type { ProgrammeState } from './guide-time';

/** The guide on a day: today is the guide's own address, any other of its dates a `day` parameter. */
export function guideDayPath(day: string, today: string): string {
  return day === today ? paths.guide : `${paths.guide}?day=${encodeURIComponent(day)}`;
}

/**
 * The channel page's parameter for a timeshifted start: `at`, the UTC ISO instant the player starts
 * from, inside the channel's DVR window.
 */
export const TIMESHIFT_PARAMETER = 'at';
/** The channel page's parameter for a programme cut from the channel's recording: its StartsAt. */
export const CATCHUP_PARAMETER = 'catchup';

/**
 * Where a programme plays: on air, its channel's page; ended inside the DVR window, that page from the
 * programme's start; older, that page playing its cut from the recording, else its catch-up episode;
 * otherwise nowhere.
 */
export function programmeHref(
  entry: Pick<GuideGridEntry, 'StartsAt' | 'ContentId' | 'Catchup'>,
  state: ProgrammeState,
  channel: { id: number; slug: string },
): string | undefined {
  const channelPage = paths.livePlay(channel.id, channel.slug);
  switch (state) {
    case 'live':
      return channelPage;
    case 'timeshift':
      return `${channelPage}?${new URLSearchParams({ [TIMESHIFT_PARAMETER]: entry.StartsAt }).toString()}`;
    case 'catchup':
      if (entry.Catchup) {
        return `${channelPage}?${new URLSearchParams({ [CATCHUP_PARAMETER]: entry.StartsAt }).toString()}`;
      }
      // the guide does not know the episode's slug, which the catch-up route can do without
      return entry.ContentId === null ? undefined : paths.catchupPlay(entry.ContentId, '');
    default:
      return undefined;
  }
}
