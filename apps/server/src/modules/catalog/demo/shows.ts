import { CategoryId, ContentTypeId, DAY_MS } from '@sahra/contracts';
import type { CatalogBuilder } from './catalog-builder.js';
import type { Channel } from './channels.js';
import { broadcastMetadata, credits, genresFor } from './credits.js';
import { addCatchupVideo, broadcastTime } from './episodes.js';
import { IdBase, OnDemandCategory } from './catalog-ids.js';
import type { Person } from './people.js';
import type { Random } from './random.js';
import { take, titleSupply } from './titles.js';
import { FAMOUS_PROGRAMS, FAMOUS_SERIES, withVocalisedName } from './words.js';

export interface Show {
  id: number;
  slug: string;
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

/**
 * Series and programs (containers), their seasons, and the catch-up episodes and clips they aired;
 * pauses after each show so that the caller can write the rows made so far.
 */
export function* addShows(
  builder: CatalogBuilder,
  random: Random,
  context: { counts: ShowCounts; channels: Channel[]; people: Person[]; now: Date; lean: boolean },
): Generator<void, Show[]> {
  const { counts, channels, people, now, lean } = context;
  const seriesTitles = titleSupply(FAMOUS_SERIES, 0);
  const programTitles = titleSupply(FAMOUS_PROGRAMS, 97);
  const totalShows = counts.series + counts.programs;
  const shows: Show[] = [];
  let episodeId = IdBase.Episode;
  let clipId = IdBase.Clip;
  let clipsLeft = counts.clips;
  for (let index = 0; index < totalShows; index++) {
    const kind = index < counts.series ? 'series' : 'program';
    const [arabic, english] = take(kind === 'series' ? seriesTitles : programTitles);
    const id = kind === 'series' ? IdBase.Series + index : IdBase.Program + index - counts.series;
    const channel = random.pick(channels);
    const genres = genresFor(
      random,
      kind === 'program' ? random.pick(['talk-show', 'cooking', 'documentary']) : undefined,
    );
    const showCredits = credits(random, people, { genres, hosts: kind === 'program', lean });
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
      description: withVocalisedName(arabic, showCredits.description),
      createDate: new Date(latest.getTime() - episodes * DAY_MS),
      broadcastAt: latest,
      channelSlug: channel.slug,
      categories: [root, CategoryId.Catchup],
      images: ['poster', 'background', 'thumbnail', 'mobileSlider', 'webSlider'],
      metadata: [
        ['displaytitle', english],
        ['channel', channel.english, channel.slug],
        ...showCredits.metadata,
        ...broadcastMetadata(latest),
      ],
      people: showCredits.people,
    });
    // the show's own category, named like the show, sits under its on-demand root (ParentCategories)
    builder.addCategory(id, arabic, [kind === 'series' ? 'Series' : 'Programs'], root, slug);
    shows.push({ id, slug, english, kind, channelSlug: channel.slug, seasons });
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
    const aired = { id, slug, arabic, english, channel, credits: showCredits, lean };
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
