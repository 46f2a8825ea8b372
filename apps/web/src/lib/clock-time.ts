type ClockOptions = Pick<Intl.DateTimeFormatOptions, 'weekday' | 'timeZone'>;

/** Made once per locale and options: the live player's time line asks on every `timeupdate`. */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The one clock convention of the product: 24-hour hh:mm in Latin digits, in both languages, as the
 * guide lists programmes (docs/behaviour/playback-and-streams.md), so that the player's clock, the guide
 * grid and the notices name the same minute the same way.
 */
export function clockTimeFormat(locale: string, options: ClockOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${options.weekday ?? ''}|${options.timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...options,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    formats.set(key, format);
  }
  return format;
}
