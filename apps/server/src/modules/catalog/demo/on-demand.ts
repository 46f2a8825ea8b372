import { CategoryId, ContentTypeId, DAY_MS, HOUR_MS } from '@sahra/contracts';
import { broadcastMetadata, credits, genreOf, genresFor } from './credits.js';
import type { CatalogBuilder } from './catalog-builder.js';
import type { ChannelKind } from './channel-kinds.js';
import { channelsAiring, type Channel } from './channels.js';
import { IdBase, OnDemandCategory } from './catalog-ids.js';
import type { Person } from './people.js';
import type { Random } from './random.js';
import { synopsis } from './synopses.js';
import type { CatalogTitles } from './title-supply.js';
import { FAMOUS_PLAYS, type FamousTitle } from './words.js';

export interface Title {
  id: number;
  slug: string;
  arabic: string;
  english: string;
  type: number;
  /** The channel it aired on recently, if it did. */
  channelSlug?: string;
}

/** The genres of films: those the movie page has rows of (lists.ts). */
const FILM_GENRES = ['action', 'drama', 'comedy', 'romance', 'thriller', 'history'];
/** Plays are mostly comedies, the rest drama (the plays page's two rows). */
const PLAY_GENRES = ['comedy', 'comedy', 'comedy', 'drama'];

/**
 * Every film and play names its package (docs/behaviour/playback-and-streams.md#who-may-watch): the
 * base plan's. The four classic plays are Free, the shop window a signed-in visitor without a plan can
 * try the player on; nothing else on demand plays without a plan.
 */
const titlePackage = (famous: FamousTitle | undefined) => (famous ? 'Free' : 'Arabic Premium');

/**
 * Movies and plays; about a fifth of them also aired recently on a channel, so they appear in catch-up.
 * Pauses after each title so that the caller can write the rows made so far.
 */
export function* addOnDemandTitles(
  builder: CatalogBuilder,
  random: Random,
  context: {
    movies: number;
    plays: number;
    channels: Channel[];
    people: Person[];
    titles: CatalogTitles;
    now: Date;
    lean: boolean;
  },
): Generator<void, Title[]> {
  const { channels, people, now, lean } = context;
  const titles: Title[] = [];
  const kinds = [
    {
      count: context.movies,
      type: ContentTypeId.Movie,
      base: IdBase.Movie,
      category: OnDemandCategory.Movies,
      famous: [] as FamousTitle[],
      genres: FILM_GENRES,
      titleKind: 'movie' as const,
      airsOn: (kind: ChannelKind) => kind.films === true,
    },
    {
      count: context.plays,
      type: ContentTypeId.Play,
      base: IdBase.Play,
      category: OnDemandCategory.Plays,
      famous: [...FAMOUS_PLAYS],
      genres: PLAY_GENRES,
      titleKind: 'play' as const,
      airsOn: (kind: ChannelKind) => kind.plays === true,
    },
  ];
  for (const kind of kinds) {
    const airing = channelsAiring(channels, kind.airsOn);
    for (let index = 0; index < kind.count; index++) {
      const famous = kind.famous.shift();
      const title = famous?.title ?? context.titles.drama.next().title;
      const [arabic, english] = title;
      const id = kind.base + index;
      const genre = famous?.genre ?? random.pick(kind.genres);
      const genres = genresFor(random, genre);
      const titleCredits = credits(random, people, { genres, lean });
      const aired = random.chance(0.2)
        ? new Date(now.getTime() - random.int(1, 29 * 24) * HOUR_MS)
        : undefined;
      const channel = aired ? random.pick(airing) : undefined;
      const about = synopsis(random, {
        kind: kind.titleKind,
        title,
        genre: genreOf(genre),
        credits: titleCredits,
        ...(channel ? { channel: [channel.arabic, channel.english] as const } : {}),
      });
      const durationSeconds = random.int(85, 150) * 60;
      const slug = builder.addItem({
        id,
        type: kind.type,
        arabic,
        english,
        description: about.arabic,
        createDate: new Date(now.getTime() - random.int(1, 720) * DAY_MS),
        durationSeconds,
        ...(aired && channel ? { broadcastAt: aired, channelSlug: channel.slug } : {}),
        categories: aired ? [kind.category, CategoryId.Catchup] : [kind.category],
        images: ['poster', 'background', 'thumbnail', 'mobileSlider', 'webSlider'],
        metadata: [
          ['displaytitle', english],
          ['displaydescription', about.english],
          ['duration', String(durationSeconds), String(durationSeconds)],
          ['packages', titlePackage(famous)],
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
        arabic,
        english,
        type: kind.type,
        ...(aired && channel ? { channelSlug: channel.slug } : {}),
      });
      yield;
    }
  }
  return titles;
}
