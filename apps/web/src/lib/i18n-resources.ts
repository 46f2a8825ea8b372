import en from '../locales/en.json';

/**
 * The shared labels (frame, common words) of each language, in the default namespace. English, the
 * default language and the fallback of any label another language lacks, is bundled with the app;
 * Arabic is a chunk of its own, fetched only for a visitor who reads Arabic. Each feature, and the
 * footer (which loads after the first render), owns one more namespace and registers it when its code
 * loads (the `locales/index.ts` beside it), so a screen's labels travel in that screen's chunk.
 */
export const sharedLabels = {
  en: () => Promise.resolve(en),
  ar: async () => (await import('../locales/ar.json')).default,
} satisfies Record<string, () => Promise<typeof en>>;

/** The English labels of every namespace, for type-checking t('…') keys (types only: nothing is bundled). */
export interface LabelTypes {
  translation: typeof en;
  auth: typeof import('../features/auth/locales/en.json');
  catchup: typeof import('../features/catchup/locales/en.json');
  channels: typeof import('../features/channels/locales/en.json');
  details: typeof import('../features/details/locales/en.json');
  footer: typeof import('../components/layout/locales/en.json');
  guide: typeof import('../features/guide/locales/en.json');
  home: typeof import('../features/home/locales/en.json');
  'home-personal': typeof import('../features/home/locales/personal.en.json');
  legal: typeof import('../features/legal/locales/en.json');
  lists: typeof import('../features/lists/locales/en.json');
  ondemand: typeof import('../features/ondemand/locales/en.json');
  outbox: typeof import('../features/outbox/locales/en.json');
  payment: typeof import('../features/payment/locales/en.json');
  plans: typeof import('../features/plans/locales/en.json');
  player: typeof import('../features/player/locales/en.json');
  person: typeof import('../features/person/locales/en.json');
  search: typeof import('../features/search/locales/en.json');
  'search-page': typeof import('../features/search/locales/page.en.json');
  'see-all': typeof import('../features/see-all/locales/en.json');
}
