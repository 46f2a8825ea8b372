import type { MetadataTuple, NewItem } from './catalog-builder.js';
import type { Person } from './people.js';
import type { Random } from './random.js';
import { GENRES } from './words.js';

export type Genre = (typeof GENRES)[number];

export interface Credits {
  metadata: MetadataTuple[];
  people: NonNullable<NewItem['people']>;
  cast: Person[];
  directors: Person[];
  hosts: Person[];
}

/** Genres, people, rating and year of a title, as metadata and as content_person rows. */
export function credits(
  random: Random,
  people: Person[],
  options: { genres: Genre[]; hosts?: boolean; lean?: boolean },
): Credits {
  const castCount = options.lean ? 1 : random.int(2, 5);
  const cast = random.sample(people, castCount);
  const director = options.lean ? [] : random.sample(people, 1);
  const hosts = options.hosts && !options.lean ? random.sample(people, 1) : [];
  const metadata: MetadataTuple[] = options.genres.map(
    (genre) => ['genre', genre.arabic, genre.slug] as const,
  );
  const credit = (namespace: string) => (person: Person) =>
    [namespace, person.english, person.slug, person.arabic] as const;
  metadata.push(...cast.map(credit('Cast')));
  metadata.push(...director.map(credit('Director')));
  metadata.push(...hosts.map(credit('Host')));
  metadata.push(...[...cast, ...director, ...hosts].map(credit('person')));
  if (!options.lean) {
    metadata.push(['rating', (random.int(55, 95) / 10).toFixed(1)]);
    metadata.push(['production_year', String(random.int(1975, 2026))]);
  }
  return {
    metadata,
    people: [
      ...cast.map((person) => ({ personId: person.id, role: 'Cast' as const })),
      ...director.map((person) => ({ personId: person.id, role: 'Director' as const })),
      ...hosts.map((person) => ({ personId: person.id, role: 'Host' as const })),
    ],
    cast,
    directors: director,
    hosts,
  };
}

/**
 * The genres a second genre of a title may be, by its first: close neighbours only, so that a drama is
 * never also sports, nor a news programme a comedy.
 */
const COMPANION_GENRES: Record<string, readonly string[]> = {
  drama: ['romance', 'thriller', 'history', 'comedy'],
  comedy: ['drama', 'romance'],
  action: ['thriller', 'drama'],
  history: ['drama', 'action'],
  romance: ['drama', 'comedy'],
  thriller: ['action', 'drama'],
  kids: ['comedy'],
  sports: ['talk-show'],
  news: ['documentary', 'talk-show'],
  'talk-show': ['news'],
  cooking: ['talk-show'],
  documentary: ['history', 'news'],
  religious: ['talk-show'],
  music: ['talk-show'],
};

export function genreOf(slug: string): Genre {
  const found = GENRES.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`no genre ${slug}`);
  return found;
}

/** A title's genres: the one it is, and half the time a companion of it (by default a close neighbour). */
export function genresFor(
  random: Random,
  first: string,
  companions: readonly string[] = COMPANION_GENRES[first] ?? [],
): Genre[] {
  const second = random.pick(companions.length > 0 ? companions : [first]);
  return second === first || random.chance(0.5) ? [genreOf(first)] : [genreOf(first), genreOf(second)];
}

/** yyyymmdd and hhmm of a broadcast, as the spec's broadcastdate and broadcasttime metadata carry them. */
export function broadcastMetadata(at: Date): MetadataTuple[] {
  const iso = at.toISOString();
  const date = iso.slice(0, 10).replaceAll('-', '');
  const time = iso.slice(11, 16).replace(':', '');
  return [
    ['broadcastdate', date, date],
    ['broadcasttime', time, time],
  ];
}
