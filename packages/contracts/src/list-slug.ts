import type { ContentList } from './content.js';

/** A list name as a URL slug: "Drama Series" → "drama-series". */
export function listSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** The list a see-all path names by slug (React Router has decoded it): the slug of its name or its title. */
export function findListBySlug(lists: readonly ContentList[], slug: string): ContentList | undefined {
  const wanted = listSlug(slug);
  if (wanted === '') return undefined;
  return lists.find((list) => listSlug(list.Name) === wanted || listSlug(list.title) === wanted);
}
