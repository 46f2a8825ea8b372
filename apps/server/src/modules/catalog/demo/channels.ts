import { CategoryId, ContentTypeId } from '@sahra/contracts';
import type { CatalogBuilder } from './catalog-builder.js';
import { IdBase } from './catalog-ids.js';
import type { Random } from './random.js';
import { CHANNEL_KINDS, CHANNEL_NAMES, COUNTRIES, GENRES, PACKAGES } from './words.js';

export interface Channel {
  id: number;
  slug: string;
  arabic: string;
  english: string;
  genre: string;
}

const DVR_HOURS = '8';

/** Live channels: a name and a kind (Drama, Cinema, …) each, with country, format, package, DVR, EPG id and a promo trailer. */
export function addChannels(
  builder: CatalogBuilder,
  random: Random,
  count: number,
  createDate: Date,
): Channel[] {
  const channels: Channel[] = [];
  for (let index = 0; index < count; index++) {
    const name = CHANNEL_NAMES[index % CHANNEL_NAMES.length];
    const kind = CHANNEL_KINDS[Math.floor(index / CHANNEL_NAMES.length) % CHANNEL_KINDS.length];
    if (!name || !kind) throw new Error('channel word lists are empty');
    const round = Math.floor(index / (CHANNEL_NAMES.length * CHANNEL_KINDS.length));
    const suffix = round > 0 ? ` ${round + 1}` : '';
    const arabic = `${name[0]} ${kind.suffix[0]}${suffix}`;
    const english = `${name[1]} ${kind.suffix[1]}${suffix}`;
    const id = IdBase.Channel + index;
    const trailerId = IdBase.Trailer + index;
    const genre = GENRES.find((entry) => entry.slug === kind.genre) ?? GENRES[0];
    const hd = random.chance(0.6);
    const pkg = index < 6 ? 'Public' : random.pick(PACKAGES);
    const slug = builder.addItem({
      id,
      type: ContentTypeId.Channel,
      arabic,
      english,
      description: `${english}: live ${genre?.english.toLowerCase()} channel with 8 hours of timeshift.`,
      createDate,
      displayOrder: index + 1,
      categories: [CategoryId.Channels],
      images: ['poster', 'thumbnail', 'background', 'logo'],
      metadata: [
        ['displaytitle', english],
        ['genre', genre?.arabic ?? '', genre?.slug],
        ['country', random.pick(COUNTRIES)],
        ['format', hd ? 'HD' : 'SD', hd ? 'hd' : 'sd'],
        ['packages', pkg],
        ['DVR', DVR_HOURS],
        ['Epg ID', `epg-${index + 1}`],
        ['order', String(index + 1)],
        ['promotion', String(trailerId)],
      ],
    });
    builder.addItem({
      id: trailerId,
      type: ContentTypeId.Trailer,
      arabic: `إعلان ${arabic}`,
      english: `${english} promo`,
      description: `What is on ${english} this season.`,
      createDate,
      durationSeconds: 30,
      channelSlug: slug,
      categories: [],
      images: ['thumbnail'],
      metadata: [['channel', english, slug]],
    });
    channels.push({ id, slug, arabic, english, genre: kind.genre });
  }
  return channels;
}
