import type { ContentItem } from '@sahra/contracts';
import { itemDescription, type ContentLanguage } from '../../../lib/content-item';

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_LENGTH = 155;

/**
 * The page's meta description: the first 155 characters of the synopsis in the page's language (the one
 * the server's head gives, modules/web/page-heads.ts), so hydration keeps the head the server sent.
 */
export function metaDescription(item: ContentItem, language: ContentLanguage): string {
  // line breaks between paragraphs would read as run-on words in a meta tag
  return itemDescription(item, language).replace(/\s+/g, ' ').trim().slice(0, META_DESCRIPTION_LENGTH).trim();
}
