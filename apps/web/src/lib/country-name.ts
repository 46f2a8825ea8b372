/**
 * A country's name in the reader's language from its two-letter code ("ae" → "United Arab Emirates",
 * "nl" in Arabic → "هولندا"); a code the browser does not know is shown as written.
 */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
