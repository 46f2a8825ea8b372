import { z } from 'zod';
import { MAX_PAGE_INDEX } from './constants.js';
import { idSchema } from './paging.js';

// ---- constants (docs/behaviour/channels-live-guide.md#channel-guide) ----

/** The guide shows 5 dates: 2 days before today to 2 days after. */
export const GUIDE_DAYS_BEFORE = 2;
export const GUIDE_DAYS_AFTER = 2;
/** Every channel keeps 8 hours of DVR unless its DVR metadata says otherwise. */
export const DVR_HOURS = 8;

/**
 * A channel's DVR hours from its `DVR` metadata (docs/behaviour/channels-live-guide.md#dvr): a positive
 * number of hours, else the 8 of every channel. The one rule the guide's windows, the live playlists and
 * the recorder's retention all follow, so none of them rewinds further than another keeps.
 */
export function dvrHoursOf(metadata: string | null | undefined): number {
  const hours = Number(metadata ?? Number.NaN);
  return Number.isFinite(hours) && hours > 0 ? hours : DVR_HOURS;
}
export const MIN_OFFSET_HOURS = -12;
export const MAX_OFFSET_HOURS = 14;
export const GRID_DEFAULT_HOURS = 8;
export const GRID_MAX_HOURS = 24;
export const GRID_DEFAULT_CHANNEL_PAGE_SIZE = 20;
export const GRID_MAX_CHANNEL_PAGE_SIZE = 100;

// ---- requests ----

/** A viewer's time-zone offset in hours from UTC, -12 to +14, in quarter hours (+5.75 is Nepal). */
export const offsetHoursSchema = z
  .string()
  .regex(/^[+-]?\d{1,2}(\.\d{1,2})?$/, 'the offset must be a number of hours such as 3 or -5.5')
  .transform(Number)
  .pipe(
    z
      .number()
      .min(MIN_OFFSET_HOURS, `the offset must be at least ${MIN_OFFSET_HOURS}`)
      .max(MAX_OFFSET_HOURS, `the offset must be at most ${MAX_OFFSET_HOURS}`)
      .multipleOf(0.25, 'the offset must be in quarter hours'),
  );

/** A calendar date yyyy-mm-dd that exists (2026-02-30 does not). */
export const guideDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'the date must be yyyy-mm-dd')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'the date does not exist');

export const instantGuideParamsSchema = z.object({ offsetHours: offsetHoursSchema });
export type InstantGuideParams = z.infer<typeof instantGuideParamsSchema>;

export const scheduleParamsSchema = z.object({ channelId: idSchema, date: guideDateSchema });
export const scheduleQuerySchema = z.object({ offset: offsetHoursSchema.default(0) });
export type ScheduleParams = z.infer<typeof scheduleParamsSchema>;

export const guideGridQuerySchema = z.object({
  from: z.iso.datetime({
    offset: true,
    message: 'from must be an ISO date and time such as 2026-11-23T18:00:00Z',
  }),
  hours: z.coerce
    .number()
    .int('hours must be a whole number')
    .min(1, 'hours must be at least 1')
    .max(GRID_MAX_HOURS, `hours must be at most ${GRID_MAX_HOURS}`)
    .default(GRID_DEFAULT_HOURS),
  channelPage: z.coerce
    .number()
    .int('channelPage must be a whole number')
    .min(0, 'channelPage must not be negative')
    .max(MAX_PAGE_INDEX, `channelPage must be at most ${MAX_PAGE_INDEX}`)
    .default(0),
  channelPageSize: z.coerce
    .number()
    .int('channelPageSize must be a whole number')
    .min(1, 'channelPageSize must be at least 1')
    .max(GRID_MAX_CHANNEL_PAGE_SIZE, `channelPageSize must be at most ${GRID_MAX_CHANNEL_PAGE_SIZE}`)
    .default(GRID_DEFAULT_CHANNEL_PAGE_SIZE),
  /** the viewer's language code: each cell's Title is its title in it, where the guide has one */
  language: z
    .string()
    .trim()
    .min(1)
    .max(10, 'language must be at most 10 characters')
    // it reaches the database: a NUL there is a driver error, not an unknown language
    .regex(/^[A-Za-z]+(?:-[A-Za-z0-9]+)*$/u, 'language must be a language code such as en or ar')
    .optional(),
});
export type GuideGridQuery = z.infer<typeof guideGridQuerySchema>;

// ---- answers ----

/** A programme guide entry (docs/behaviour/channels-live-guide.md#guide-calls), with Date and StartTime in the viewer's time zone. */
export const guideEntrySchema = z.object({
  IDChannel: z.number(),
  /** yyyy-mm-dd */
  Date: z.string(),
  /** HH:mm:ss */
  StartTime: z.string(),
  /** hh:mm:ss */
  Duration: z.string(),
  EventMetadata: z.object({
    Title: z.string(),
    Description: z.string(),
    Thumbnail: z.string().nullable(),
    Image: z.string().nullable(),
  }),
  /** every title by language code */
  Titles: z.record(z.string(), z.string()),
  /** the start and stop as UTC ISO instants, for placing the entry on a grid */
  StartsAt: z.string(),
  StopsAt: z.string(),
  /** the catch-up episode this broadcast is, when there is one */
  ContentId: z.number().nullable(),
  /** whether it can be watched from its start in the channel's DVR window now */
  InDvrWindow: z.boolean(),
  /**
   * whether it plays as catch-up cut from its channel's recording: a ticket for the channel with
   * ProgrammeStart = StartsAt (docs/behaviour/channels-live-guide.md#catch-up)
   */
  Catchup: z.boolean(),
});
export type GuideEntry = z.infer<typeof guideEntrySchema>;

/** A guide entry's title in `language` where the guide has one; its first title otherwise. */
export function guideEntryTitle(
  entry: Pick<GuideEntry, 'Titles' | 'EventMetadata'>,
  language: string,
): string {
  return entry.Titles[language]?.trim() || entry.EventMetadata.Title;
}

export const instantGuideResponseSchema = z.array(
  z.object({ IDChannel: z.number(), Now: guideEntrySchema.nullable(), Next: guideEntrySchema.nullable() }),
);
export type InstantGuide = z.infer<typeof instantGuideResponseSchema>;

export const scheduleResponseSchema = z.array(guideEntrySchema);

/**
 * A programme as a grid cell: what a cell shows and where it goes, without the description and pictures
 * of a full guide entry (a grid page of 80 channels × 8 hours holds some 400 of them). The viewer's
 * browser places and labels it by `StartsAt`/`StopsAt` in its own time zone.
 */
export const guideGridEntrySchema = z.object({
  /** the title in the requested language, else the guide's first title */
  Title: z.string(),
  /** UTC ISO instants */
  StartsAt: z.string(),
  StopsAt: z.string(),
  /** the catch-up episode this broadcast is, when there is one */
  ContentId: z.number().nullable(),
  /** whether it can be watched from its start in the channel's DVR window now */
  InDvrWindow: z.boolean(),
  /**
   * whether it plays as catch-up cut from its channel's recording: a ticket for the channel with
   * ProgrammeStart = StartsAt (docs/behaviour/channels-live-guide.md#catch-up)
   */
  Catchup: z.boolean(),
});
export type GuideGridEntry = z.infer<typeof guideGridEntrySchema>;

/**
 * A recorded channel's signal (docs/behaviour/channels-live-guide.md#signal): its source is being
 * recorded, or it is down and the slate plays while the recorder reconnects. Null for a channel without
 * a source, which plays the guide's virtual live.
 */
export const channelSignalSchema = z.object({
  Status: z.enum(['recording', 'source-down']),
  /** UTC ISO instant the status began */
  Since: z.string(),
});
export type ChannelSignal = z.infer<typeof channelSignalSchema>;

/** A span the channel's source was down (the slate played); `StopsAt` null while it still is. */
export const signalGapSchema = z.object({ StartsAt: z.string(), StopsAt: z.string().nullable() });
export type SignalGap = z.infer<typeof signalGapSchema>;

export const channelSignalParamsSchema = z.object({ channelId: idSchema });

/** GET /epg/signal/{channelId}: the channel's signal and its gaps over its DVR window. */
export const channelSignalResponseSchema = z.object({
  IDChannel: z.number(),
  Signal: channelSignalSchema.nullable(),
  Gaps: z.array(signalGapSchema),
});
export type ChannelSignalAnswer = z.infer<typeof channelSignalResponseSchema>;

export const guideGridResponseSchema = z.object({
  From: z.string(),
  To: z.string(),
  TotalChannels: z.number(),
  ChannelPage: z.number(),
  ChannelPageSize: z.number(),
  Channels: z.array(
    z.object({
      IDChannel: z.number(),
      Name: z.string(),
      DisplayTitle: z.string().nullable(),
      /** the channel's slug, for its play page /play/{id}/{slug} */
      UrlEncodedName: z.string(),
      Logo: z.string().nullable(),
      Entries: z.array(guideGridEntrySchema),
      Signal: channelSignalSchema.nullable(),
      /** the spans of the window the channel's source was down */
      Gaps: z.array(signalGapSchema),
    }),
  ),
});
export type GuideGrid = z.infer<typeof guideGridResponseSchema>;

// ---- importing (operator calls, docs/behaviour/operator.md) ----

/**
 * Guide programmes are kept as long as catch-up keeps its episodes, then purged by every import
 * (whatever GUIDE_DEMO says), so the guide of a daily feed does not grow without end.
 */
export const GUIDE_KEEP_DAYS = 30;
/** An import answer lists at most this many skipped entries; `skipped` counts them all. */
export const IMPORT_PROBLEMS_LISTED = 200;

/** Why an import refused a file or skipped an entry of it, with the line (1-based) in the file. */
export const ImportErrorCode = {
  /** the body (or the file behind ?url=) is no XMLTV guide / M3U list at all: nothing is imported */
  NotAGuide: 'NotAGuide',
  /** ?url= as given is refused: not a URL, not http(s), or a host the URL policy does not let it reach (400) */
  UrlRefused: 'UrlRefused',
  /** ?url= could not be fetched: no answer, timed out, an error status, a refused redirect, too large (502) */
  FetchFailed: 'FetchFailed',
} as const;
export type ImportErrorCode = (typeof ImportErrorCode)[keyof typeof ImportErrorCode];

export const importProblemSchema = z.object({
  line: z.number().int().min(0),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const xmltvImportSummarySchema = z.object({
  /** channels whose programmes were written */
  channels: z.number().int().min(0),
  programmes: z.number().int().min(0),
  /** programmes that became the guide entry of a catch-up episode */
  linkedToCatchup: z.number().int().min(0),
  /** programmes dropped by the overlap rule (same start as a later one, or no stop and nothing after) */
  dropped: z.number().int().min(0),
  /** programmes that would have changed time already aired in a live window, left as the guide had it */
  keptAired: z.number().int().min(0),
  /** bad entries skipped (zero-length, stop before start, bad time, no channel or title, XML errors) */
  skipped: z.number().int().min(0),
  /**
   * texts longer than the server keeps (a title, description or display name, cut there) and icon
   * URLs too long to use (left out); their entries are imported
   */
  truncated: z.number().int().min(0),
  /** the first IMPORT_PROBLEMS_LISTED of them with their lines */
  problems: z.array(importProblemSchema),
  /**
   * XMLTV channels that no catalog channel answers to by id or display name (the first
   * IMPORT_PROBLEMS_LISTED, by first line): their programmes are skipped
   */
  unknownChannels: z.array(
    z.object({
      id: z.string(),
      /** where the file first names it */
      line: z.number().int().min(0),
      /** its programmes skipped */
      programmes: z.number().int().min(0),
    }),
  ),
  /** XMLTV channel ids of no catalog channel's Epg ID, mapped by a display name (channelNameKey) */
  matchedByName: z.array(z.object({ id: z.string(), channelId: z.number().int() })),
  /** where the file stopped being readable (broken XML, cut off, too large); what came before is imported */
  stoppedAt: importProblemSchema.nullable(),
  /** programmes purged for ending more than GUIDE_KEEP_DAYS ago */
  purged: z.number().int().min(0),
});
export type XmltvImportSummary = z.infer<typeof xmltvImportSummarySchema>;

export const m3uImportSummarySchema = z.object({
  /** entries that now give a catalog channel its source (and epg id) */
  mapped: z.number().int().min(0),
  /** bad entries skipped (no URL, a URL the recorder cannot read, an #EXTINF without name) */
  skipped: z.number().int().min(0),
  /** group titles cut to length and logo URLs too long to use (left out); their entries are imported */
  truncated: z.number().int().min(0),
  problems: z.array(importProblemSchema),
  /** entries matching no catalog channel by tvg-id or name: line and name */
  unmatched: z.array(importProblemSchema),
});
export type M3uImportSummary = z.infer<typeof m3uImportSummarySchema>;

/** `?url=`: fetch the file from there instead of reading the body. */
export const operatorImportQuerySchema = z.object({
  url: z.string().max(2048).optional(),
});

export const channelSourceParamsSchema = z.object({ channelId: idSchema });
/** A channel's source as the operator sets it: any input the recorder's ffmpeg reads. */
export const channelSourceBodySchema = z.object({
  url: z.string().min(1).max(2048),
  referrer: z.string().max(2048).nullable().optional(),
  userAgent: z.string().max(512).nullable().optional(),
});
export type ChannelSourceBody = z.infer<typeof channelSourceBodySchema>;
export const channelSourceSchema = z.object({
  IDChannel: z.number().int(),
  Url: z.string().nullable(),
  Referrer: z.string().nullable(),
  UserAgent: z.string().nullable(),
});
