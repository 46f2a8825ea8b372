import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ContentTypeId } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { type CatalogTitle, catalogTitle } from '../content/public.js';
import { type ArtworkSubject, frameOf, renderArtworkSvg } from './artwork.js';

/** What the art of a title shows: its names, and whether it is a channel (drawn as a logo). */
const artworkSubjectOf = (title: CatalogTitle): ArtworkSubject => ({
  id: title.id,
  name: title.name,
  displayTitle: title.displayTitle,
  isChannel: title.contentTypeId === ContentTypeId.Channel,
});

export type ImageFormat = 'jpg' | 'webp';

export interface ImageRequest {
  type: string;
  id: number;
  format: ImageFormat;
  /** One of IMAGE_WIDTHS; absent for the art at its natural size. */
  width?: number;
}

export interface RenderedImage {
  bytes: Buffer;
  etag: string;
  contentType: string;
}

const CONTENT_TYPES: Record<ImageFormat, string> = { jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * Renders each variant (type, item, width, format) once and keeps it in the data folder; later
 * requests read the file. Requests for a variant being rendered wait for that render.
 */
export class ImageService {
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly db: Db,
    private readonly cacheDir: string,
  ) {}

  async image(request: ImageRequest): Promise<RenderedImage> {
    if (!frameOf(request.type)) throw notFound(`There is no image type ${request.type}`);
    const file = path.join(
      this.cacheDir,
      request.type,
      request.width === undefined ? 'full' : `w${request.width}`,
      `${request.id}.${request.format}`,
    );
    let pending = this.rendering.get(file);
    if (!pending) {
      pending = this.readOrRender(file, request).finally(() => this.rendering.delete(file));
      this.rendering.set(file, pending);
    }
    const bytes = await pending;
    const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;
    return { bytes, etag, contentType: CONTENT_TYPES[request.format] };
  }

  private async readOrRender(file: string, request: ImageRequest): Promise<Buffer> {
    const cached = await fs.readFile(file).catch(() => null);
    if (cached) return cached;
    const bytes = await this.render(request);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // written under a temporary name first so that no reader ever sees half a file
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, file);
    return bytes;
  }

  private async render({ type, id, format, width }: ImageRequest): Promise<Buffer> {
    const frame = frameOf(type);
    const title = await catalogTitle(this.db, id);
    if (!frame || !title) throw notFound(`There is no ${type} image of item ${id}`);
    // drawn at the asked width straight away (cheaper than drawing large and shrinking); never enlarged
    const svg = renderArtworkSvg(artworkSubjectOf(title), frame, Math.min(width ?? frame.width, frame.width));
    // loaded on the first drawing, not at start: libvips costs a process ~26 MB, and an image once drawn is
    // read from disk, so a server whose images are all drawn never needs it
    const { default: sharp } = await import('sharp');
    const pipeline = sharp(Buffer.from(svg));
    // the encoders' fast settings: mozjpeg or webp's default effort would triple the time of a render
    return format === 'webp'
      ? pipeline.webp({ quality: 78, effort: 2 }).toBuffer()
      : pipeline.jpeg({ quality: 82 }).toBuffer();
  }
}
