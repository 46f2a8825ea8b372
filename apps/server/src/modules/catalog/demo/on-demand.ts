import { CategoryId, ContentTypeId, DAY_MS } from '@sahra/contracts';
import { broadcastMetadata, credits, genresFor } from './credits.js';
import type { CatalogBuilder } from './catalog-builder.js';
import type { Channel } from './channels.js';
import { IdBase, OnDemandCategory } from './catalog-ids.js';
import type { Person } from './people.js';
import type { Random } from './random.js';
import { take, titleSupply } from './titles.js';
import { FAMOUS_PLAYS, withVocalisedName } from './words.js';

export interface Title {
  id: number;
  slug: string;
  english: string;
  type: number;
  /** The channel it aired on recently, if it did. */
  channelSlug?: string;
}

/**
 * Movies and plays; about a fifth of them also aired recently on a channel, so they appear in catch-up.
 * Pauses after each title so that the caller can write the rows made so far.
 */
export function* addOnDemandTitles(
  builder: CatalogBuilder,
  random: Random,
  context: { movies: number; plays: number; channels: Channel[]; people: Person[]; now: Date; lean: boolean },
): Generator<void, Title[]> {
  const { channels, people, now, lean } = context;
  const titles: Title[] = [];
  const kinds = [
    {
      count: context.movies,
      type: ContentTypeId.Movie,
      base: IdBase.Movie,
      category: OnDemandCategory.Movies,
      supply: titleSupply([], 211),
    },
    {
      count: context.plays,
      type: ContentTypeId.Play,
      base: IdBase.Play,
      category: OnDemandCategory.Plays,
      supply: titleSupply(FAMOUS_PLAYS, 53),
    },
  ];
  for (const kind of kinds) {
    for (let index = 0; index < kind.count; index++) {
      const [arabic, english] = take(kind.supply);
      const id = kind.base + index;
      const genres = genresFor(random, kind.type === ContentTypeId.Play ? 'comedy' : undefined);
      const titleCredits = credits(random, people, { genres, lean });
      const aired = random.chance(0.2)
        ? new Date(now.getTime() - random.int(1, 29 * 24) * 3_600_000)
        : undefined;
      const channel = aired ? random.pick(channels) : undefined;
      const durationSeconds = random.int(85, 150) * 60;
      const slug = builder.addItem({
        id,
        type: kind.type,
        arabic,
        english,
        description: withVocalisedName(arabic, titleCredits.description),
        createDate: new Date(now.getTime() - random.int(1, 720) * DAY_MS),
        durationSeconds,
        ...(aired && channel ? { broadcastAt: aired, channelSlug: channel.slug } : {}),
        categories: aired ? [kind.category, CategoryId.Catchup] : [kind.category],
        images: ['poster', 'background', 'thumbnail', 'mobileSlider', 'webSlider'],
        metadata: [
          ['displaytitle', english],
          ['duration', String(durationSeconds), String(durationSeconds)],
          ...titleCredits.metadata,
          ...(aired && channel
            ? [['channel', channel.english, channel.slug] as const, ...broadcastMetadata(aired)]
            : []),
        ],
        people: titleCredits.people,
      });
      titles.push({
        id,
        slug,
        english,
        type: kind.type,
        ...(aired && channel ? { channelSlug: channel.slug } : {}),
      });
      yield;
    }
  }
  return titles;
}
