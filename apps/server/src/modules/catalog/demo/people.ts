import type { CatalogBuilder } from './catalog-builder.js';
import { slugify } from './catalog-builder.js';
import { IdBase } from './catalog-ids.js';
import { searchColumns } from './search-columns.js';
import { FAMILY_NAMES, FIRST_NAMES } from './words.js';

export interface Person {
  id: number;
  arabic: string;
  english: string;
  slug: string;
}

/** People with Arabic names and their English spelling; first and family names combined without repeats. */
export function addPeople(builder: CatalogBuilder, count: number): Person[] {
  const people: Person[] = [];
  for (let index = 0; index < count; index++) {
    const first = FIRST_NAMES[index % FIRST_NAMES.length];
    const family = FAMILY_NAMES[Math.floor(index / FIRST_NAMES.length) % FAMILY_NAMES.length];
    if (!first || !family) throw new Error('name lists are empty');
    const round = Math.floor(index / (FIRST_NAMES.length * FAMILY_NAMES.length));
    const arabic = `${first[0]} ${family[0]}${round > 0 ? ` ${round + 1}` : ''}`;
    const english = `${first[1]} ${family[1]}${round > 0 ? ` ${round + 1}` : ''}`;
    const id = IdBase.Person + index;
    const slug = slugify(english);
    builder.rows.person.push({
      id,
      name: arabic,
      name_en: english,
      url_encoded_name: slug,
      ...searchColumns(arabic, english),
    });
    people.push({ id, arabic, english, slug });
  }
  return people;
}
