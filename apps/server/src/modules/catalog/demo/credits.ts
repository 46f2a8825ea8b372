import type { MetadataTuple, NewItem } from './catalog-builder.js';
import type { Person } from './people.js';
import type { Random } from './random.js';
import { DESCRIPTION_LINES, GENRES } from './words.js';

export type Genre = (typeof GENRES)[number];

export interface Credits {
  metadata: MetadataTuple[];
  people: NonNullable<NewItem['people']>;
  description: string;
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
  const line = random.pick(DESCRIPTION_LINES);
  const metadata: MetadataTuple[] = options.genres.map(
    (genre) => ['genre', genre.arabic, genre.slug] as const,
  );
  metadata.push(...cast.map((person) => ['Cast', person.english, person.slug] as const));
  metadata.push(...director.map((person) => ['Director', person.english, person.slug] as const));
  metadata.push(...hosts.map((person) => ['Host', person.english, person.slug] as const));
  metadata.push(
    ...[...cast, ...director, ...hosts].map((person) => ['person', person.english, person.slug] as const),
  );
  if (!options.lean) {
    metadata.push(['rating', (random.int(55, 95) / 10).toFixed(1)]);
    metadata.push(['production_year', String(random.int(1975, 2026))]);
    metadata.push(['ShortDesc', line[1]]);
  }
  return {
    metadata,
    people: [
      ...cast.map((person) => ({ personId: person.id, role: 'Cast' as const })),
      ...director.map((person) => ({ personId: person.id, role: 'Director' as const })),
      ...hosts.map((person) => ({ personId: person.id, role: 'Host' as const })),
    ],
    description: `${line[0]}\n\n${line[1]}`,
  };
}

export function genresFor(random: Random, preferred?: string): Genre[] {
  const first = GENRES.find((genre) => genre.slug === preferred) ?? random.pick(GENRES);
  const second = random.pick(GENRES);
  return second.slug === first.slug || random.chance(0.5) ? [first] : [first, second];
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
