import type { ChannelKind } from './channel-kinds.js';
import {
  CARTOON_ADJECTIVES,
  CARTOON_HEADS,
  CARTOON_HEROES,
  TITLE_ADJECTIVES,
  TITLE_HEADS,
  TITLE_NOUNS,
  type Adjective,
  type Noun,
} from './title-words.js';
import type { Bilingual } from './words.js';

/** A title and, for a programme, the genre its form makes it. */
export interface Phrase {
  title: Bilingual;
  genre?: string;
}

/** Every title of one pattern, numbered: a product of word lists is never held whole in memory. */
export interface PhraseSpace {
  size: number;
  at(index: number): Phrase;
}

/** Each first word with each second one, the first varying fastest. */
function combine<A, B>(
  firsts: readonly A[],
  seconds: readonly B[],
  phrase: (a: A, b: B) => Phrase,
): PhraseSpace {
  return {
    size: firsts.length * seconds.length,
    at: (index) =>
      phrase(firsts[index % firsts.length] as A, seconds[Math.floor(index / firsts.length)] as B),
  };
}

/** Several spaces one after the other. */
function concat(...spaces: PhraseSpace[]): PhraseSpace {
  return {
    size: spaces.reduce((sum, space) => sum + space.size, 0),
    at(index) {
      let rest = index;
      for (const space of spaces) {
        if (rest < space.size) return space.at(rest);
        rest -= space.size;
      }
      throw new RangeError(`no phrase ${index}`);
    },
  };
}

const titled = (arabic: string, english: string): Phrase => ({ title: [arabic, english] });
const english = (noun: Noun, adjective?: Adjective) =>
  `${noun.the ? 'the ' : ''}${adjective ? `${adjective.english} ` : ''}${noun.english}`;
const capitalised = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
const arabic = (noun: Noun, adjective: Adjective) =>
  `${noun.arabic} ${noun.feminine ? adjective.feminine : adjective.masculine}`;

/** Every noun with every adjective that reads well with it ("القاهرة القديمة" / "Old Cairo"). */
const DESCRIBED_NOUNS: [Noun, Adjective][] = TITLE_NOUNS.flatMap((noun) =>
  TITLE_ADJECTIVES.filter((adjective) => adjective.fits.includes(noun.class)).map(
    (adjective) => [noun, adjective] as [Noun, Adjective],
  ),
);

/**
 * Drama titles (series, films, plays) in two tiers: two-word titles first ("ليالي الصيف" / "Nights of
 * Summer", "الصيف الأخير" / "Last Summer"), then three-word ones ("أسرار البحر الأزرق" / "Secrets of the
 * Blue Sea"), which only large catalogs reach.
 */
export const DRAMA_TITLES: PhraseSpace[] = [
  concat(
    combine(TITLE_HEADS, TITLE_NOUNS, (head, noun) =>
      titled(`${head[0]} ${noun.arabic}`, `${head[1]} ${english(noun)}`),
    ),
    combine(DESCRIBED_NOUNS, [null], ([noun, adjective]) =>
      titled(arabic(noun, adjective), capitalised(english(noun, adjective))),
    ),
  ),
  combine(TITLE_HEADS, DESCRIBED_NOUNS, (head, [noun, adjective]) =>
    titled(`${head[0]} ${arabic(noun, adjective)}`, `${head[1]} ${english(noun, adjective)}`),
  ),
];

/** Every cartoon hero with every cartoon adjective ("الأرنب الذكي" / "Clever Rabbit"). */
const DESCRIBED_HEROES: [Bilingual, Bilingual][] = CARTOON_HEROES.flatMap((hero) =>
  CARTOON_ADJECTIVES.map((adjective) => [hero, adjective] as [Bilingual, Bilingual]),
);

/** Cartoon titles: "مغامرات الأرنب" / "Adventures of the Rabbit", "الأرنب الذكي" / "The Clever Rabbit", then both. */
export const CARTOON_TITLES: PhraseSpace[] = [
  concat(
    combine(CARTOON_HEADS, CARTOON_HEROES, (head, hero) =>
      titled(`${head[0]} ${hero[0]}`, `${head[1]} the ${hero[1]}`),
    ),
    combine(DESCRIBED_HEROES, [null], ([hero, adjective]) =>
      titled(`${hero[0]} ${adjective[0]}`, `The ${adjective[1]} ${hero[1]}`),
    ),
  ),
  combine(CARTOON_HEADS, DESCRIBED_HEROES, (head, [hero, adjective]) =>
    titled(`${head[0]} ${hero[0]} ${adjective[0]}`, `${head[1]} the ${adjective[1]} ${hero[1]}`),
  ),
];

/** A channel kind's programme titles: a form and a qualifier ("تحليل الدوري" / "League Analysis"). */
export function programmeTitles(kind: ChannelKind): PhraseSpace[] {
  const programmes = kind.programmes;
  if (!programmes) return [];
  return [
    combine(programmes.formats, programmes.qualifiers, (form, qualifier) => ({
      title: [`${form.arabic} ${qualifier[0]}`, `${qualifier[1]} ${form.english}`],
      genre: form.genre,
    })),
  ];
}
