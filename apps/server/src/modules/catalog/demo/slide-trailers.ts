import { ContentTypeId } from '@sahra/contracts';
import type { CatalogBuilder } from './catalog-builder.js';
import { IdBase } from './catalog-ids.js';

/** A hero trailer's length: long enough for a slide's stay, short enough to be a preview. */
const SLIDE_TRAILER_SECONDS = 30;

export interface SlideTitle {
  id: number;
  arabic: string;
  english: string;
  channelSlug?: string;
}

/**
 * A trailer for each title a hero slide shows, named in the title's `SliderLVideo` metadata: the hero
 * plays it, muted, a second after the slide comes into view (docs/behaviour/home-and-on-demand.md#hero).
 * A trailer plays without sign-in and holds no stream slot, as a channel's promo does.
 */
export function addSlideTrailers(builder: CatalogBuilder, titles: readonly SlideTitle[], createDate: Date) {
  const unique = [...new Map(titles.map((title) => [title.id, title])).values()];
  unique.forEach((title, index) => {
    const trailerId = IdBase.SlideTrailer + index;
    builder.addItem({
      id: trailerId,
      type: ContentTypeId.Trailer,
      arabic: `إعلان ${title.arabic}`,
      english: `${title.english} trailer`,
      description: `لقطات من ${title.arabic}.`,
      createDate,
      durationSeconds: SLIDE_TRAILER_SECONDS,
      ...(title.channelSlug ? { channelSlug: title.channelSlug } : {}),
      categories: [],
      images: ['thumbnail'],
      metadata: [['displaydescription', `Scenes from ${title.english}.`]],
    });
    // the title's own metadata went out in an earlier batch; this namespace is its only entry
    builder.rows.content_metadata.push({
      item_id: title.id,
      namespace: 'SliderLVideo',
      field: 'SliderLVideo',
      value: String(trailerId),
      long_value: null,
      short_value: null,
      url_encoded_value: String(trailerId),
      position: 0,
    });
  });
}
