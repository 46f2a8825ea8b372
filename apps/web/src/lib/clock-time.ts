import { cachedDateTimeFormat } from './date-time-format';

/**
 * The one clock convention of the product: 24-hour hh:mm in Latin digits, in both languages, as the
 * guide lists programmes (docs/behaviour/playback-and-streams.md), so that the player's clock, the guide
 * grid and the notices name the same minute the same way.
 */
export function clockTimeFormat(
  locale: string,
  options: Pick<Intl.DateTimeFormatOptions, 'weekday' | 'timeZone'> = {},
): Intl.DateTimeFormat {
  return cachedDateTimeFormat(locale, {
    ...options,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  });
}
