/**
 * The languages a page is shown in, and how the server and the browser agree on one before anything is
 * painted (docs/behaviour/languages.md). Both sides run this one rule: the server to render the first
 * HTML, the browser to start (and hydrate) in the same language.
 */
export const PAGE_LANGUAGES = ['ar', 'en'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** A browser that names neither language reads English: the language every label falls back to. */
export const FALLBACK_PAGE_LANGUAGE: PageLanguage = 'en';

/** The address parameter naming one language version of a page (hreflang links point at it). */
export const LANGUAGE_PARAM = 'lang';
/** The cookie that remembers the language a visitor chose with the switch; readable by the page itself. */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A page's address in one language: the path with `?lang=` (its canonical link, and its hreflang link). */
export function languageVersion(path: string, language: PageLanguage): string {
  return `${path}?${LANGUAGE_PARAM}=${language}`;
}

export function isPageLanguage(value: unknown): value is PageLanguage {
  return typeof value === 'string' && (PAGE_LANGUAGES as readonly string[]).includes(value);
}

export function pageDirection(language: PageLanguage): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** A language tag's page language by its primary subtag ("ar-EG" → ar), if it is one of ours. */
function primaryLanguage(tag: string): PageLanguage | undefined {
  // tags come parsed (Negotiator, navigator.languages): no spaces, subtags joined by "-"
  const primary = tag.toLowerCase().split('-')[0];
  return isPageLanguage(primary) ? primary : undefined;
}

export interface LanguageSignals {
  /** The address's `lang` parameter: a link to one language version. */
  param?: string | null | undefined;
  /** The visitor's remembered choice (the cookie). */
  chosen?: string | null | undefined;
  /** The browser's languages, most preferred first (Accept-Language on the server, navigator.languages in the page). */
  accepted?: readonly string[] | undefined;
}

/** The page's language: the address's choice, else the visitor's, else the first of the browser's we have. */
export function choosePageLanguage({ param, chosen, accepted = [] }: LanguageSignals): PageLanguage {
  if (isPageLanguage(param)) return param;
  if (isPageLanguage(chosen)) return chosen;
  for (const tag of accepted) {
    const language = primaryLanguage(tag);
    if (language) return language;
  }
  return FALLBACK_PAGE_LANGUAGE;
}
