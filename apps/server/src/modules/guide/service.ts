import {
  DAY_MS,
  HOUR_MS,
  type ChannelSignalAnswer,
  type GuideGrid,
  type GuideGridQuery,
  type InstantGuide,
} from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { toEntry, toGridEntry, type EntryChannel } from './entries.js';
import { programmeKey, type RecordingFacts } from './recordings.js';
import {
  gridProgrammes,
  programmesBetween,
  programmesFrom,
  type GuideChannel,
  type GridProgramme,
  type Programme,
} from './programme-repository.js';

function byChannel<P extends GridProgramme>(programmes: P[]): Map<number, P[]> {
  const groups = new Map<number, P[]>();
  for (const programme of programmes) {
    const group = groups.get(programme.channelId);
    if (group) group.push(programme);
    else groups.set(programme.channelId, [programme]);
  }
  return groups;
}

/** What plays on a channel at an instant, or null in a gap (the live playlist builder's question). */
export async function programmeAt(db: Db, channelId: number, instant: Date): Promise<Programme | null> {
  const [first] = await programmesFrom(db, [channelId], instant, 1);
  return first && first.start.getTime() <= instant.getTime() ? first : null;
}

/** A channel's programmes that run at some time in [from, to), in start order. */
export function scheduleBetween(db: Db, channelId: number, from: Date, to: Date): Promise<Programme[]> {
  return programmesBetween(db, [channelId], from, to);
}

/** The channels with, for the recorded ones, when their recording begins (entries.ts: the DVR window). */
async function withRecordingStarts(
  recordings: RecordingFacts,
  channels: GuideChannel[],
): Promise<(GuideChannel & EntryChannel)[]> {
  const starts = await recordings.recordingStarts(channels.map((channel) => channel.id));
  return channels.map((channel) => {
    const recordedFrom = starts.get(channel.id);
    return recordedFrom ? { ...channel, recordedFrom } : channel;
  });
}

/** Every channel's programme now and the one after it (null in a gap, or past the guide's end). */
export async function instantGuide(
  db: Db,
  recordings: RecordingFacts,
  allChannels: GuideChannel[],
  offsetHours: number,
  now: Date,
): Promise<InstantGuide> {
  const channels = await withRecordingStarts(recordings, allChannels);
  const programmes = byChannel(
    await programmesFrom(
      db,
      channels.map((channel) => channel.id),
      now,
      2,
    ),
  );
  return channels.map((channel) => {
    const [first, second] = programmes.get(channel.id) ?? [];
    const running = first && first.start.getTime() <= now.getTime() ? first : undefined;
    const next = running ? second : first;
    return {
      IDChannel: channel.id,
      Now: running ? toEntry(running, channel, offsetHours, now) : null,
      Next: next ? toEntry(next, channel, offsetHours, now) : null,
    };
  });
}

/** A channel's programmes on a date of the viewer's calendar; unknown channels are a 404. */
export async function channelSchedule(
  db: Db,
  recordings: RecordingFacts,
  channels: GuideChannel[],
  request: { channelId: number; date: string; offsetHours: number },
  now: Date,
) {
  const known = channels.find((candidate) => candidate.id === request.channelId);
  if (!known) throw notFound(`Channel ${request.channelId} was not found`);
  const channel = (await withRecordingStarts(recordings, [known]))[0] ?? known;
  const from = new Date(Date.parse(`${request.date}T00:00:00Z`) - request.offsetHours * HOUR_MS);
  const to = new Date(from.getTime() + DAY_MS);
  const programmes = await scheduleBetween(db, channel.id, from, to);
  const cut = await recordings.cutProgrammes([channel.id], from, to);
  return programmes.map((programme) =>
    toEntry(programme, channel, request.offsetHours, now, cut.has(programmeKey(programme))),
  );
}

/** A page of channels with their programmes over a time window: the guide grid. */
export async function guideGrid(
  db: Db,
  recordings: RecordingFacts,
  allChannels: GuideChannel[],
  query: GuideGridQuery,
  now: Date,
): Promise<GuideGrid> {
  const from = new Date(query.from);
  const to = new Date(from.getTime() + query.hours * HOUR_MS);
  const first = query.channelPage * query.channelPageSize;
  const channels = await withRecordingStarts(
    recordings,
    allChannels.slice(first, first + query.channelPageSize),
  );
  const ids = channels.map((channel) => channel.id);
  const [programmes, signals, cut] = await Promise.all([
    gridProgrammes(db, ids, { from, to, language: query.language }).then(byChannel),
    recordings.signals(ids, from, to),
    recordings.cutProgrammes(ids, from, to),
  ]);
  return {
    From: from.toISOString(),
    To: to.toISOString(),
    TotalChannels: allChannels.length,
    ChannelPage: query.channelPage,
    ChannelPageSize: query.channelPageSize,
    Channels: channels.map((channel) => ({
      IDChannel: channel.id,
      Name: channel.name,
      DisplayTitle: channel.displayTitle,
      UrlEncodedName: channel.slug,
      Logo: channel.logo,
      Entries: (programmes.get(channel.id) ?? []).map((programme) =>
        toGridEntry(programme, channel, now, cut.has(programmeKey(programme))),
      ),
      Signal: signals.signal.get(channel.id) ?? null,
      Gaps: signals.gaps.get(channel.id) ?? [],
    })),
  };
}

/** A channel's signal and the gaps of its source over its DVR window; unknown channels are a 404. */
export async function channelSignal(
  recordings: RecordingFacts,
  channels: GuideChannel[],
  channelId: number,
  now: Date,
): Promise<ChannelSignalAnswer> {
  const channel = channels.find((candidate) => candidate.id === channelId);
  if (!channel) throw notFound(`Channel ${channelId} was not found`);
  const from = new Date(now.getTime() - channel.dvrHours * HOUR_MS);
  const signals = await recordings.signals([channel.id], from, now);
  return {
    IDChannel: channel.id,
    Signal: signals.signal.get(channel.id) ?? null,
    Gaps: signals.gaps.get(channel.id) ?? [],
  };
}
