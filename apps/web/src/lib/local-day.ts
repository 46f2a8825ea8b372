import { twoDigits } from '@sahra/contracts';

/** The viewer's calendar date (yyyy-mm-dd) of an instant, in the browser's own time zone. */
export function localDay(at: Date): string {
  return `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
}
