import { GUIDE_DAYS_AFTER, GUIDE_DAYS_BEFORE } from '@sahra/contracts';
import { cachedDateTimeFormat } from '../../../lib/date-time-format';
import { localDay } from '../../../lib/local-day';

/** One of the guide's 5 dates (docs/behaviour/channels-live-guide.md#channel-guide), a calendar day where the viewer is. */
export interface GuideDate {
  /** yyyy-mm-dd on the viewer's calendar: the schedule call's date. */
  key: string;
  /** Noon of that day: a safe instant to format, since no time-zone change happens at noon. */
  noon: Date;
  /** The viewer's offset from UTC on that day, in hours (the schedule call's `offset`). */
  offsetHours: number;
  isToday: boolean;
}

/**
 * The guide's dates: 2 days before today to 2 days after (docs/behaviour/channels-live-guide.md), on the viewer's calendar. The
 * offset is taken per day, so a day after a daylight-saving change asks for its own hours.
 */
export function guideDates(now: Date): GuideDate[] {
  const dates: GuideDate[] = [];
  for (let shift = -GUIDE_DAYS_BEFORE; shift <= GUIDE_DAYS_AFTER; shift++) {
    const noon = new Date(now.getFullYear(), now.getMonth(), now.getDate() + shift, 12);
    dates.push({
      key: localDay(noon),
      noon,
      // getTimezoneOffset is minutes behind UTC: UTC+3 is -180
      offsetHours: -noon.getTimezoneOffset() / 60,
      isToday: shift === 0,
    });
  }
  return dates;
}

/** A date's label in two parts, "Mon" and "23 Nov" ("Mon 23 Nov"); Arabic names in Arabic. */
export function guideDateLabel(date: GuideDate, locale: string): { weekday: string; day: string } {
  return {
    weekday: cachedDateTimeFormat(locale, { weekday: 'short' }).format(date.noon),
    day: cachedDateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date.noon),
  };
}
