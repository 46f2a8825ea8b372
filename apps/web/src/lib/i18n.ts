import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserStorage, writeStored, type KeyValueStorage } from './browser-storage';
import { sharedLabels, type LabelTypes } from './i18n-resources';

export const defaultNS = 'translation';
export type Language = keyof typeof sharedLabels;
export const LANGUAGES = Object.keys(sharedLabels) as Language[];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Where the visitor's choice of language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as string[]).includes(value);
}

/** The remembered language; storage may be disabled (private browsing), which reads as no choice. */
export function storedLanguage(storage: Pick<KeyValueStorage, 'getItem'> = browserStorage('localStorage')) {
  const value = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : undefined;
}

/** Arabic is written right to left; the CSS uses logical properties so the layout mirrors itself. */
function applyDocumentDirection(language: string) {
  // the server writes a page's language into its HTML itself
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

type FeatureNamespace = Exclude<keyof LabelTypes, 'translation'>;

/**
 * Labels registered before i18next starts (the search box's, in the entry chunk; a screen's that arrives
 * while Arabic labels load); handed to it at start.
 */
const earlyResources: Record<Language, Record<string, object>> = { en: {}, ar: {} };

/**
 * Registers a feature's (or the footer's) labels in both languages; called once by its `locales/index.ts`
 * when its code loads. Returns the namespace, for `useTranslation(ns)`, so that using the labels imports them.
 */
export function registerLabels<N extends FeatureNamespace>(
  namespace: N,
  labels: Record<Language, LabelTypes[N]>,
): N {
  for (const language of LANGUAGES) {
    if (i18next.isInitialized) i18next.addResourceBundle(language, namespace, labels[language]);
    else earlyResources[language][namespace] = labels[language];
  }
  return namespace;
}

/**
 * Starts i18next in the remembered language once that language's shared labels are there, so the first
 * render has them (for Arabic, a small chunk fetched while the router fetches the page's screen).
 */
export async function initI18n(preferred: Language = storedLanguage() ?? DEFAULT_LANGUAGE) {
  // English is always there: it fills in any label another language lacks
  const english = await sharedLabels.en();
  // labels that cannot be fetched (offline, a release replaced them) leave the page in English, not blank
  const chosen = await sharedLabels[preferred]().catch(() => undefined);
  const language = chosen ? preferred : DEFAULT_LANGUAGE;
  // copied after the wait: screens that loaded meanwhile have registered their labels too
  const resources = { en: { ...earlyResources.en }, ar: { ...earlyResources.ar } };
  resources.en[defaultNS] = english;
  if (chosen) resources[language][defaultNS] = chosen;
  i18next.on('languageChanged', applyDocumentDirection);
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

/**
 * Switches every label (and the reading direction) at once and remembers the choice for the next visit.
 * A language's shared labels are fetched on its first use, before the switch, so no label changes twice.
 */
export async function changeLanguage(language: Language) {
  if (!i18next.hasResourceBundle(language, defaultNS))
    i18next.addResourceBundle(language, defaultNS, await sharedLabels[language]());
  // storage full or disabled: the switch still applies to this visit
  writeStored('localStorage', LANGUAGE_STORAGE_KEY, language);
  await i18next.changeLanguage(language);
}
