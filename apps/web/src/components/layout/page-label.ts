import type { TFunction } from 'i18next';

/**
 * A page's name in the chosen language. The home configuration's pageTitle is English only, so the pages
 * the app knows (nav.pages) are named from its labels; any other keeps the configuration's title.
 */
export function pageLabels(t: TFunction): (page: { slug: string; pageTitle: string }) => string {
  const known = t('nav.pages', { returnObjects: true }) as Record<string, string | undefined>;
  return (page) => known[page.slug.toLowerCase()] ?? page.pageTitle;
}
