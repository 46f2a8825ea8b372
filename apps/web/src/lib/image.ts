import { ARTWORK_REVISION, IMAGE_WIDTHS, type ImageWidth } from '@sahra/contracts';

/**
 * Responsive image attributes for the catalog's art. The image service serves /images/{type}/{id}.jpg
 * and the same art resized to a fixed set of widths at /images/w{width}/{type}/{id}.jpg, so the browser
 * can pick the smallest file that fills the slot (`srcset` + `sizes`).
 */

/** An art path the service can resize: /images/{type}/{id}.{jpg|webp}, optionally already resized. */
const ART_PATH = /^\/images\/(?:w\d+\/)?([A-Za-z]+)\/(\d{1,10})\.(?:jpg|webp)$/;

/**
 * The art resized to a width, as WebP (the service renders either format; WebP is about a third
 * smaller and every supported browser shows it), at the drawing's revision: the art is cached as
 * immutable, so changed art needs a new address. A URL that is not the service's art (an external
 * logo) is returned unchanged.
 */
export function resizedImageUrl(url: string, width: ImageWidth): string {
  const match = ART_PATH.exec(url);
  return match ? `/images/w${width}/${match[1]}/${match[2]}.webp?v=${ARTWORK_REVISION}` : url;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export interface ResponsiveImageOptions {
  /** The slot's width per media condition, e.g. "(min-width: 768px) 33vw, 50vw". */
  sizes: string;
  /** The widest file worth offering; larger ones only waste bytes (a 600 px poster never needs 1920). */
  maxWidth?: number;
  /** The width of `src` for browsers that ignore srcset; the smallest offered width at or above it. */
  fallbackWidth?: number;
}

/** `src`, `srcSet` and `sizes` for an <img> of the service's art; other URLs get a plain src. */
export function responsiveImage(url: string, options: ResponsiveImageOptions): ResponsiveImage {
  if (!ART_PATH.test(url)) return { src: url };
  const maxWidth = options.maxWidth ?? Number.POSITIVE_INFINITY;
  // the first width at or above maxWidth still belongs: it is the one that covers the art's full size
  const cut = IMAGE_WIDTHS.findIndex((width) => width >= maxWidth);
  const widths = cut === -1 ? [...IMAGE_WIDTHS] : IMAGE_WIDTHS.slice(0, cut + 1);
  const fallback =
    widths.find((width) => width >= (options.fallbackWidth ?? 480)) ?? widths[widths.length - 1];
  return {
    src: fallback === undefined ? url : resizedImageUrl(url, fallback),
    srcSet: widths.map((width) => `${resizedImageUrl(url, width)} ${width}w`).join(', '),
    sizes: options.sizes,
  };
}
