import type { ContentItem } from '@sahra/contracts';
import { genreNames, metadataEntries, type ContentLanguage } from '../../../lib/content-item';

export interface Genre {
  /** The genre filter's value (the metadata's UrlEncodedValue). */
  slug: string;
  /** The name in the chosen language. */
  name: string;
}

/** The item's genres, each once, with the slug to filter by and the name to show ("More like this" rows). */
export function itemGenres(item: ContentItem, language: ContentLanguage): Genre[] {
  const genres = new Map<string, Genre>();
  for (const entry of metadataEntries(item, 'genre')) {
    const slug = entry.UrlEncodedValue.trim();
    if (!slug || genres.has(slug)) continue;
    // the naming rule (Arabic value, or English from the slug) is the shared reader's, applied to this entry alone
    const name = genreNames({ ...item, Metadata: [entry] }, language)[0] ?? slug;
    genres.set(slug, { slug, name });
  }
  return [...genres.values()];
}
