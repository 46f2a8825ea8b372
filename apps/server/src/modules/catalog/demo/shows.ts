import { CategoryId, ContentTypeId, DAY_MS } from '@sahra/contracts';
import type { CatalogBuilder } from './catalog-builder.js';
import { channelsAiring, type Channel } from './channels.js';
import { broadcastMetadata, credits, genreOf, genresFor } from './credits.js';
import { addCatchupVideo, broadcastTime } from './episodes.js';
import { IdBase, OnDemandCategory } from './catalog-ids.js';
import type { Person } from './people.js';
import type { Random } from './random.js';
import { synopsis, type TitleKind } from './synopses.js';
import type { CatalogTitles } from './title-supply.js';
import { FAMOUS_PROGRAMS, FAMOUS_SERIES, type Bilingual, type FamousTitle } from './words.js';

export interface Show {
  id: number;
  slug: string;
  arabic: string;
  english: string;
  kind: 'series' | 'program';
  channelSlug: string;
  seasons: number;
}

export interface ShowCounts {
  series: number;
  programs: number;
  episodes: number;
  clips: number;
}

interface ShowPlan {
  title: Bilingual;
  genre: string;
  channel: Channel;
  titleKind: TitleKind;
  /** what its second genre may be, when not the neighbours of its first */
  companions?: readonly string[];
}

/**
 * Where a show airs, what it is called and its genre: a famous show on a channel of its kind; a series
 * on a channel that airs series, of one of that kind's genres (cartoons on a kids channel); a programme
 * in one of the forms of its channel's kind (analysis and talk on a sports channel).
 */
function planShow(
  random: Random,
  titles: CatalogTitles,
  channels: Channel[],
  kind: Show['kind'],
  famous: FamousTitle | undefined,
): ShowPlan {
  const airing = channelsAiring(channels, (channelKind) =>
    kind === 'series' ? channelKind.series !== undefined : channelKind.programmes !== undefined,
  );
  if (famous) {
    const channel = random.pick(
      channelsAiring(airing, (channelKind) => channelKind.genre === famous.channel),
    );
    return { ...famous, channel, titleKind: kind === 'series' ? 'series' : 'programme' };
  }
  const channel = random.pick(airing);
  if (kind === 'program') {
    const phrase = titles.programmesOf(channel.kind).next();
    // a talk programme on a sports channel is sports talk: its second genre is the channel's
    const companions = [channel.genre];
    return {
      title: phrase.title,
      genre: phrase.genre ?? channel.genre,
      channel,
      titleKind: 'programme',
      companions,
    };
  }
  const cartoons = channel.kind.cartoons === true;
  const { title } = (cartoons ? titles.cartoons : titles.drama).next();
  const genre = random.pick(channel.kind.series ?? [channel.genre]);
  return { title, genre, channel, titleKind: cartoons ? 'cartoon' : 'series' };
}

/**
 * Series and programs (containers), their seasons, and the catch-up episodes and clips they aired;
 * pauses after each show so that the caller can write the rows made so far.
 */
export function* addShows(
  builder: CatalogBuilder,
  random: Random,
  context: {
    counts: ShowCounts;
    channels: Channel[];
    people: Person[];
    titles: CatalogTitles;
    now: Date;
    lean: boolean;
  },
): Generator<void, Show[]> {
  const { counts, channels, people, titles, now, lean } = context;
  const famous = { series: [...FAMOUS_SERIES], program: [...FAMOUS_PROGRAMS] };
  const totalShows = counts.series + counts.programs;
  const shows: Show[] = [];
  let episodeId = IdBase.Episode;
  let clipId = IdBase.Clip;
  let clipsLeft = counts.clips;
  for (let index = 0; index < totalShows; index++) {
    const kind = index < counts.series ? 'series' : 'program';
    const plan = planShow(random, titles, channels, kind, famous[kind].shift());
    const { channel, title } = plan;
    const [arabic, english] = title;
    const id = kind === 'series' ? IdBase.Series + index : IdBase.Program + index - counts.series;
    const genres = genresFor(random, plan.genre, plan.companions);
    const showCredits = credits(random, people, { genres, hosts: kind === 'program', lean });
    const about = synopsis(random, {
      kind: plan.titleKind,
      title,
      genre: genreOf(plan.genre),
      credits: showCredits,
      channel: [channel.arabic, channel.english],
    });
    const seasons = lean ? 1 : random.int(1, 3);
    const episodes =
      Math.floor(counts.episodes / totalShows) + (index < counts.episodes % totalShows ? 1 : 0);
    const slotMinutes = random.int(17, 23) * 60 + random.pick([0, 30]);
    const phase = (index % 3) / 3;
    const latest = broadcastTime(now, 0, episodes, slotMinutes, phase);
    const root = kind === 'series' ? OnDemandCategory.Series : OnDemandCategory.Programs;
    const slug = builder.addItem({
      id,
      type: ContentTypeId.Container,
      arabic,
      english,
      description: about.arabic,
      createDate: new Date(latest.getTime() - episodes * DAY_MS),
      broadcastAt: latest,
      channelSlug: channel.slug,
      categories: [root, CategoryId.Catchup],
      images: ['poster', 'background', 'thumbnail', 'mobileSlider', 'webSlider'],
      metadata: [
        ['displaytitle', english],
        ['displaydescription', about.english],
        ['channel', channel.english, channel.slug],
        ...showCredits.metadata,
        ...broadcastMetadata(latest),
      ],
      people: showCredits.people,
    });
    // the show's own category, named like the show, sits under its on-demand root (ParentCategories)
    builder.addCategory(id, arabic, [kind === 'series' ? 'Series' : 'Programs'], root, slug);
    shows.push({ id, slug, arabic, english, kind, channelSlug: channel.slug, seasons });
    for (let season = 1; season <= seasons; season++) {
      builder.addItem({
        id: IdBase.Season + index * 10 + season,
        type: ContentTypeId.Season,
        arabic: `${arabic} - الموسم ${season}`,
        english: `${english} - Season ${season}`,
        description: '',
        createDate: latest,
        parentId: id,
        seasonNo: season,
        categories: [id],
        images: ['poster'],
        metadata: [['season', String(season), String(season)]],
      });
    }
    const aired = { id, slug, arabic, english, channel, credits: showCredits, synopsis: about, lean };
    for (let episode = 0; episode < episodes; episode++) {
      const number = episodes - episode;
      const season = Math.min(seasons, 1 + Math.floor(((number - 1) * seasons) / Math.max(episodes, 1)));
      const at = broadcastTime(now, episode, episodes, slotMinutes, phase);
      const withClip = clipsLeft > 0 && kind === 'program' && random.chance(0.3);
      const durationSeconds = random.int(40, 55) * 60;
      addCatchupVideo(builder, aired, { id: episodeId++, clip: false, number, season, at, durationSeconds });
      if (withClip) {
        clipsLeft--;
        // a few minutes of the episode, published with it
        const clip = {
          id: clipId++,
          clip: true,
          number,
          season,
          at,
          durationSeconds: (3 + (number % 7)) * 60,
        };
        addCatchupVideo(builder, aired, clip);
      }
    }
    yield;
  }
  return shows;
}
