import {
  FALLBACK_PAGE_LANGUAGE,
  isPageLanguage,
  PAGE_LANGUAGES,
  pageDirection,
  type PageLanguage,
} from '@sahra/contracts';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedLabels, type LabelTypes } from './i18n-resources';
import { rememberLanguage } from './language-choice';
import { yieldToMain } from './yield-to-main';

export const defaultNS = 'translation';
export type Language = PageLanguage;
export const LANGUAGES = PAGE_LANGUAGES;
/** The language every label falls back to. */
export const DEFAULT_LANGUAGE: Language = FALLBACK_PAGE_LANGUAGE;
export const isLanguage = isPageLanguage;

/** Arabic is written right to left; the CSS uses logical properties so the layout mirrors itself. */
function applyDocumentDirection(language: string) {
  // the server writes a page's language into its HTML itself
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.documentElement.lang = language;
  document.documentElement.dir = pageDirection(language);
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
 * Starts i18next in the page's language once that language's shared labels are there, so the first
 * render has them (for Arabic, a small chunk fetched while the router fetches the page's screen).
 */
export async function initI18n(preferred: Language) {
  // English is always there: it fills in any label another language lacks
  const english = await sharedLabels.en();
  // labels that cannot be fetched (offline, a release replaced them) leave the page in English, not blank
  const chosen = await sharedLabels[preferred]().catch(() => undefined);
  const language = chosen ? preferred : DEFAULT_LANGUAGE;
  // starting i18next is a task of its own, not a tail of the one that evaluated the labels' chunk
  await yieldToMain();
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
  rememberLanguage(language);
  await i18next.changeLanguage(language);
}

/**
 * The server renders pages in several languages at once: each render reads its own instance, sharing the
 * one store of labels (features register theirs into it as their code loads).
 */
export async function serverI18n(): Promise<Record<Language, i18n>> {
  await initI18n(DEFAULT_LANGUAGE);
  for (const language of LANGUAGES) {
    if (!i18next.hasResourceBundle(language, defaultNS))
      i18next.addResourceBundle(language, defaultNS, await sharedLabels[language]());
  }
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, i18next.cloneInstance({ lng: language, initAsync: false })]),
  ) as Record<Language, i18n>;
}
