/**
 * The title art's paths (apps/server/src/modules/images): /images/{type}/{id}.jpg|webp, and resized to
 * one of these widths at /images/w{width}/{type}/{id}.jpg|webp. A fixed list keeps the disk cache bounded
 * and lets a page offer every size in a srcset.
 */
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The drawing's revision, raised when the art changes. The server caches renders under it, so a data
 * folder draws afresh; pages ask for the art with it (`?v=`), so a browser or CDN that holds the old
 * art for its year-long immutable lifetime fetches the new one under a new address.
 */
export const ARTWORK_REVISION = 3;
