import { CategoryId, DAY_MS } from '@sahra/contracts';
import { CatalogBuilder, emptyRows, type CatalogRows } from './catalog-builder.js';
import { OnDemandCategory } from './catalog-ids.js';
import { addChannels } from './channels.js';
import { addCustomValues } from './custom-values.js';
import { addHome } from './home.js';
import { addLegalItems } from './legal.js';
import { addLists } from './lists.js';
import { addOnDemandTitles } from './on-demand.js';
import { addPeople } from './people.js';
import { Random } from './random.js';
import { addShows } from './shows.js';
import { CatalogTitles } from './title-supply.js';
import { FAMOUS_PLAYS, FAMOUS_PROGRAMS, FAMOUS_SERIES } from './words.js';

export interface CatalogOptions {
  /** Multiplies every count of the demo catalog. */
  scale: number;
  /** When set, builds about this many titles (benchmarks, up to 1,000,000) with lean metadata. */
  titles?: number;
  now: Date;
}

/** Counts of the demo catalog at scale 1. */
export const DEMO_COUNTS = {
  channels: 80,
  series: 150,
  programs: 60,
  episodes: 3000,
  clips: 60,
  movies: 300,
  plays: 80,
  people: 400,
} as const;

const TITLES_AT_SCALE_1 =
  DEMO_COUNTS.series + DEMO_COUNTS.programs + DEMO_COUNTS.episodes + DEMO_COUNTS.movies + DEMO_COUNTS.plays;
const SEED = 20_261_121;

// a few thousand rows per table per statement, and a bounded amount in memory at any time
const ROWS_PER_BATCH = 50_000;

/**
 * The demo catalog in batches of rows, each insertable after the ones before it; the same options
 * always give the same rows, however they are batched.
 */
export function* catalogBatches(options: CatalogOptions): Generator<CatalogRows> {
  const scale = options.titles ? Math.max(1, options.titles / TITLES_AT_SCALE_1) : options.scale;
  const count = (base: number) => Math.round(base * scale);
  const lean = options.titles !== undefined;
  const random = new Random(SEED);
  const builder = new CatalogBuilder();
  const createDate = new Date(options.now.getTime() - 365 * DAY_MS);
  function* paced<T>(steps: Generator<void, T>): Generator<CatalogRows, T> {
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (builder.pending >= ROWS_PER_BATCH) yield builder.drain();
    }
  }

  builder.addCategory(CategoryId.Channels, 'Channels');
  builder.addCategory(CategoryId.Catchup, 'Catchup');
  for (const [name, id] of Object.entries(OnDemandCategory)) builder.addCategory(id, name);

  const people = addPeople(builder, lean ? DEMO_COUNTS.people * 10 : count(DEMO_COUNTS.people));
  // channels stay a realistic number even in the benchmark catalogs: they are what a grid pages through
  const channels = addChannels(builder, random, Math.min(count(DEMO_COUNTS.channels), 400), createDate);
  // one supply of titles for every kind, so that no two titles of the catalog share a name
  const titles = new CatalogTitles([...FAMOUS_SERIES, ...FAMOUS_PROGRAMS, ...FAMOUS_PLAYS]);
  const shows = yield* paced(
    addShows(builder, random, {
      counts: {
        series: count(DEMO_COUNTS.series),
        programs: count(DEMO_COUNTS.programs),
        episodes: count(DEMO_COUNTS.episodes),
        clips: count(DEMO_COUNTS.clips),
      },
      channels,
      people,
      titles,
      now: options.now,
      lean,
    }),
  );
  const onDemand = yield* paced(
    addOnDemandTitles(builder, random, {
      movies: count(DEMO_COUNTS.movies),
      plays: count(DEMO_COUNTS.plays),
      channels,
      people,
      titles,
      now: options.now,
      lean,
    }),
  );
  addLegalItems(builder, createDate);
  addLists(builder, { channels, shows, titles: onDemand });
  addHome(builder, { shows, titles: onDemand }, createDate);
  addCustomValues(builder, { channels, shows, titles: onDemand }, options.now);
  yield builder.drain();
}

/** The whole demo catalog at once: for tests and small catalogs. */
export function buildCatalog(options: CatalogOptions): CatalogRows {
  const all = emptyRows();
  for (const batch of catalogBatches(options)) {
    for (const table of Object.keys(all) as (keyof CatalogRows)[]) {
      const into: unknown[] = all[table];
      for (const row of batch[table]) into.push(row);
    }
  }
  return all;
}
