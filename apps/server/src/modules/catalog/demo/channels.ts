import { CategoryId, ContentTypeId } from '@sahra/contracts';
import type { CatalogBuilder } from './catalog-builder.js';
import { IdBase } from './catalog-ids.js';
import { CHANNEL_KINDS, CHANNEL_NAMES, NAMES_PER_KIND, type ChannelKind } from './channel-kinds.js';
import { genreOf } from './credits.js';
import type { Random } from './random.js';
import { COUNTRIES, PACKAGES, type Bilingual } from './words.js';

export interface Channel {
  id: number;
  slug: string;
  arabic: string;
  english: string;
  genre: string;
  kind: ChannelKind;
}

const DVR_HOURS = '8';

/**
 * The name and kind of the index-th channel: each round takes the next ten names and gives each of them
 * every kind in turn, so names never repeat within a kind; only past 400 channels (more than a catalog
 * makes) do they come round again, numbered.
 */
export function channelName(index: number): { name: Bilingual; kind: ChannelKind; round: number } {
  const perRound = NAMES_PER_KIND * CHANNEL_KINDS.length;
  const inRound = index % perRound;
  const nameIndex = Math.floor(index / perRound) * NAMES_PER_KIND + (inRound % NAMES_PER_KIND);
  const name = CHANNEL_NAMES[nameIndex % CHANNEL_NAMES.length];
  const kind = CHANNEL_KINDS[Math.floor(inRound / NAMES_PER_KIND)];
  if (!name || !kind) throw new Error('channel word lists are empty');
  return { name, kind, round: Math.floor(nameIndex / CHANNEL_NAMES.length) };
}

/** The channels that air something: those of fitting kinds, or every channel when none fits. */
export function channelsAiring(channels: Channel[], airs: (kind: ChannelKind) => boolean): Channel[] {
  const fitting = channels.filter((channel) => airs(channel.kind));
  return fitting.length > 0 ? fitting : channels;
}

/** Live channels: a name and a kind (Drama, Cinema, …) each, with country, format, package, DVR, EPG id and a promo trailer. */
export function addChannels(
  builder: CatalogBuilder,
  random: Random,
  count: number,
  createDate: Date,
): Channel[] {
  const channels: Channel[] = [];
  for (let index = 0; index < count; index++) {
    const { name, kind, round } = channelName(index);
    const suffix = round > 0 ? ` ${round + 1}` : '';
    const arabic = `${name[0]} ${kind.suffix[0]}${suffix}`;
    const english = `${name[1]} ${kind.suffix[1]}${suffix}`;
    const id = IdBase.Channel + index;
    const trailerId = IdBase.Trailer + index;
    const genre = genreOf(kind.genre);
    const hd = random.chance(0.6);
    const pkg = index < 6 ? 'Public' : random.pick(PACKAGES);
    const slug = builder.addItem({
      id,
      type: ContentTypeId.Channel,
      arabic,
      english,
      description: `قناة ${arabic}: ${kind.about[0]}، مع ${DVR_HOURS} ساعات من البث المؤجل.`,
      createDate,
      displayOrder: index + 1,
      categories: [CategoryId.Channels],
      images: ['poster', 'thumbnail', 'background', 'logo'],
      metadata: [
        ['displaytitle', english],
        ['displaydescription', `${english}: ${kind.about[1]}, with ${DVR_HOURS} hours of timeshift.`],
        ['genre', genre.arabic, genre.slug],
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
      description: `ما يعرض على ${arabic} هذا الموسم.`,
      createDate,
      durationSeconds: 30,
      channelSlug: slug,
      categories: [],
      images: ['thumbnail'],
      metadata: [
        ['channel', english, slug],
        ['displaydescription', `What is on ${english} this season.`],
      ],
    });
    channels.push({ id, slug, arabic, english, genre: kind.genre, kind });
  }
  return channels;
}
