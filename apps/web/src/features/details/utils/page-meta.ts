import type { ContentItem } from '@sahra/contracts';
import { metadataValue } from '../../../lib/content-item';

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_LENGTH = 155;

/** The page's meta description: the item's ShortDesc, else the first 155 characters of its description. */
export function metaDescription(item: ContentItem): string {
  const short = metadataValue(item, 'ShortDesc');
  if (short) return short;
  // line breaks separate the languages of a description; in a meta tag they would read as run-on words
  return item.Description.replace(/\s+/g, ' ').trim().slice(0, META_DESCRIPTION_LENGTH).trim();
}
