import type { CustomValue } from '@sahra/contracts';
import { parseYyyymmdd } from '../../lib/content-item';
import { cachedDateTimeFormat } from '../../lib/date-time-format';

/** Date entries the strip never shows (docs/behaviour/catch-up.md#date-strip: names starting with "mtva"). */
const HIDDEN_DATE_PREFIX = 'mtva';

export function visibleDates(values: readonly CustomValue[]): CustomValue[] {
  return values.filter((value) => !value.Name.trim().toLowerCase().startsWith(HIDDEN_DATE_PREFIX));
}

export interface DateCardText {
  weekday: string;
  monthDay: string;
}

const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short', timeZone: 'UTC' };
const MONTH_DAY: Intl.DateTimeFormatOptions = { month: 'numeric', day: 'numeric', timeZone: 'UTC' };

/**
 * The two lines of a date card: weekday, and month/day, in the visitor's language. The value's url name
 * is the yyyymmdd key; a value that is not a real date shows its catalog name instead.
 */
export function dateCardText(value: CustomValue, locale: string): DateCardText {
  const date = parseYyyymmdd(value.UrlEncodedName);
  if (!date) return { weekday: value.Name, monthDay: '' };
  return {
    weekday: cachedDateTimeFormat(locale, WEEKDAY).format(date),
    monthDay: cachedDateTimeFormat(locale, MONTH_DAY).format(date),
  };
}
