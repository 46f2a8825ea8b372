import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './i18n-resources';

export const defaultNS = 'translation';
export type Language = keyof typeof resources;
export const LANGUAGES = Object.keys(resources) as Language[];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Where the visitor's choice of language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as string[]).includes(value);
}

/** The remembered language; storage may be disabled (private browsing), which reads as no choice. */
export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()) {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Arabic is written right to left; the CSS uses logical properties so the layout mirrors itself. */
function applyDocumentDirection(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

export function initI18n(language: Language = storedLanguage() ?? DEFAULT_LANGUAGE) {
  i18next.on('languageChanged', applyDocumentDirection);
  // Both resource files are bundled (a few kB), so initialisation is synchronous and nothing suspends.
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false }, // React already escapes what it renders
    react: { useSuspense: false },
  });
  applyDocumentDirection(language);
  return i18next;
}

/** Switches every label (and the reading direction) at once and remembers the choice for the next visit. */
export function changeLanguage(language: Language) {
  try {
    safeLocalStorage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage full or disabled: the switch still applies to this visit.
  }
  void i18next.changeLanguage(language);
}
