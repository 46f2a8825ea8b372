import {
  choosePageLanguage,
  isPageLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_PARAM,
  type PageLanguage,
} from '@sahra/contracts';
import { browserStorage, type KeyValueStorage } from './browser-storage';

/**
 * The visitor's choice of language lives in a cookie, so the server renders the first HTML in it; the
 * page reads the same cookie and the same rule (`choosePageLanguage`) to start in the language the
 * server rendered. Earlier releases remembered the choice in localStorage: it still counts (the server cannot
 * see it, so such a page is rendered here afresh) until the switch is used, which writes the cookie.
 */
const LEGACY_STORAGE_KEY = 'language';

/** The part of `document` the choice lives in; unit tests pass a plain object. */
export interface CookieJar {
  cookie: string;
}

const CHOICE_COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

function cookieChoice(jar: CookieJar): string | undefined {
  return CHOICE_COOKIE.exec(jar.cookie)?.[1];
}

function documentJar(): CookieJar | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

/** The remembered choice: the cookie, else what an earlier release kept in localStorage. */
export function chosenLanguage(
  jar: CookieJar | undefined = documentJar(),
  storage: Pick<KeyValueStorage, 'getItem'> = browserStorage('localStorage'),
): PageLanguage | undefined {
  const fromCookie = jar && cookieChoice(jar);
  if (isPageLanguage(fromCookie)) return fromCookie;
  const legacy = storage.getItem(LEGACY_STORAGE_KEY);
  return isPageLanguage(legacy) ? legacy : undefined;
}

/** Remembers the choice for a year, for this site only (a preference, not a secret: no `Secure` needed). */
export function rememberLanguage(language: PageLanguage, jar: CookieJar | undefined = documentJar()) {
  if (jar)
    jar.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * The language this page starts in, by the server's rule (`choosePageLanguage`): the address's, else the
 * remembered choice, else the browser's languages. Where the server rendered the first screen (`rendered`),
 * the browser's languages are what it read from Accept-Language, which `navigator.languages` need not
 * match (a browser, an extension or a proxy may send other ones): the page then hydrates what the visitor
 * already sees instead of drawing it again in another language.
 */
export function startLanguage(
  rendered: string | undefined,
  search = typeof location === 'undefined' ? '' : location.search,
  jar: CookieJar | undefined = documentJar(),
  accepted: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): PageLanguage {
  const chosen = chosenLanguage(jar);
  return choosePageLanguage({
    param: new URLSearchParams(search).get(LANGUAGE_PARAM),
    chosen,
    accepted: isPageLanguage(rendered) ? [rendered] : accepted,
  });
}
