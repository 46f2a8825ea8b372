import type { PageLanguage } from '@sahra/contracts';

/**
 * What the server itself writes into a page, in each language: the default head of every page (the same
 * words as the home page's labels in the web app, which a test keeps equal) and the heads of shareable
 * pages. One spelling of the brand per language: Sahra, سهرة (an evening together).
 */
export interface SiteTexts {
  siteName: string;
  title: string;
  description: string;
  titled(name: string): string;
  watch(name: string): string;
  live(name: string): string;
  watchLive(name: string): string;
  onDemandDescription(page: string): string;
  /**
   * The name of a page of the home configuration, by its menu slug (ondemandmovies): the configuration's
   * titles are English only, so the web app names the pages it knows in each language, as here.
   */
  pageNames: Readonly<Record<string, string>>;
  moreFrom(name: string | undefined): string;
  personDescription(name: string | undefined): string;
  /** The description of a see-all list page, as the web app's see-all labels say it. */
  listDescription: string;
}

const english: SiteTexts = {
  siteName: 'Sahra',
  title: 'Sahra — Arabic TV, live and on demand',
  description:
    'Watch more than 60 Arabic live TV channels with 8 hours of timeshift, catch-up episodes and on-demand movies, series, plays and programs.',
  titled: (name) => `${name} — Sahra`,
  watch: (name) => `Watch ${name} on Sahra.`,
  live: (name) => `${name} live`,
  watchLive: (name) => `Watch ${name} live on Sahra.`,
  onDemandDescription: (page) =>
    `${page} on demand: Arabic movies, series, plays and programs, and more than 60 Arabic live TV channels on Sahra.`,
  pageNames: {},
  moreFrom: (name) => (name ? `More from ${name}` : 'More from this actor'),
  personDescription: (name) => `Movies, series and plays with ${name ?? 'this actor'} on Sahra.`,
  listDescription:
    'Everything in one list, page by page: Arabic movies, series, plays, programs and catch-up episodes.',
};

const arabic: SiteTexts = {
  siteName: 'سهرة',
  title: 'سهرة — التلفزيون العربي مباشرةً وعند الطلب',
  description:
    'شاهد أكثر من 60 قناة تلفزيونية عربية مباشرة مع إمكانية الرجوع 8 ساعات، وحلقات فاتتك، وأفلاماً ومسلسلات ومسرحيات وبرامج عند الطلب.',
  titled: (name) => `${name} — سهرة`,
  watch: (name) => `شاهد ${name} على سهرة.`,
  live: (name) => `${name} مباشر`,
  watchLive: (name) => `شاهد ${name} مباشرةً على سهرة.`,
  onDemandDescription: (page) =>
    `${page} عند الطلب: أفلام ومسلسلات ومسرحيات وبرامج عربية، وأكثر من 60 قناة تلفزيونية عربية مباشرة على سهرة.`,
  pageNames: {
    ondemandhome: 'حسب الطلب',
    ondemandmovies: 'أفلام',
    ondemandseries: 'مسلسلات',
    ondemandplays: 'مسرحيات',
    ondemandprograms: 'برامج',
  },
  moreFrom: (name) => (name ? `المزيد من ${name}` : 'المزيد من هذا الممثل'),
  personDescription: (name) =>
    name
      ? `مسلسلات وأفلام ومسرحيات مع ${name}، شاهدها على سهرة.`
      : 'مسلسلات وأفلام ومسرحيات لهذا الممثل، شاهدها على سهرة.',
  listDescription: 'كل ما في القائمة، صفحة بعد صفحة: أفلام ومسلسلات ومسرحيات وبرامج عربية وحلقات فاتتك.',
};

export const SITE_TEXTS: Record<PageLanguage, SiteTexts> = { en: english, ar: arabic };
