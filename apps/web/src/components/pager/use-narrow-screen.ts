import { useMediaQuery } from '../../lib/client-part';

/** Phones: below the tablet breakpoint the pager shows fewer pages so it fits on one line at 360 px. */
const NARROW_SCREEN = '(max-width: 767px)';

export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN);
}
