import type { Db } from '../../platform/db.js';
import { channelEpisodes, channelShows, channelsWithEpgId } from '../content/public.js';

/** A show or an episode as the demo guide titles a programme after it. */
export interface DemoTitle {
  name: string;
  displayTitle: string | null;
  description: string;
  thumbnail: string | null;
  image: string | null;
}

export interface DemoEpisode extends DemoTitle {
  id: number;
  at: Date;
  durationSeconds: number;
}

export interface DemoChannel {
  id: number;
  epgId: string;
  name: string;
  displayTitle: string | null;
  /** the channel's genre slug (sports, news, kids, …), which decides its stock programmes */
  genre: string | null;
  shows: DemoTitle[];
  /** its catch-up episodes in the guide's window, in broadcast order */
  episodes: DemoEpisode[];
}

/** The catalog's channels with an Epg ID, each with its shows and its catch-up episodes in [from, to). */
export async function loadDemoCatalog(db: Db, from: Date, to: Date): Promise<DemoChannel[]> {
  const channels = await channelsWithEpgId(db);
  const shows = await channelShows(db);
  const episodes = await channelEpisodes(db, from, to);
  const bySlug = new Map(
    channels.map((channel) => [
      channel.slug,
      {
        id: channel.id,
        epgId: channel.epgId,
        name: channel.name,
        displayTitle: channel.displayTitle,
        genre: channel.genre,
        shows: [],
        episodes: [],
      } as DemoChannel,
    ]),
  );
  for (const show of shows) bySlug.get(show.channelSlug ?? '')?.shows.push(show);
  for (const episode of episodes) {
    if (episode.at === null) continue;
    bySlug.get(episode.channelSlug ?? '')?.episodes.push({ ...episode, at: new Date(episode.at) });
  }
  return [...bySlug.values()];
}
