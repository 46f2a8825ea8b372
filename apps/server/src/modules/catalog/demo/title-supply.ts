import type { ChannelKind } from './channel-kinds.js';
import { CARTOON_TITLES, DRAMA_TITLES, programmeTitles, type Phrase, type PhraseSpace } from './titles.js';
import type { FamousTitle } from './words.js';

/**
 * The titles given out so far, in both languages: every supply of one catalog shares it, so no two
 * movies, plays or shows of any kind share an Arabic or an English name.
 */
export class TakenTitles {
  private readonly arabic = new Set<string>();
  private readonly english = new Set<string>();

  has([arabic, english]: Phrase['title']): boolean {
    return this.arabic.has(arabic) || this.english.has(english);
  }

  add([arabic, english]: Phrase['title']) {
    this.arabic.add(arabic);
    this.english.add(english);
  }
}

/** The smallest step ≥ 0.618 × size that is prime to size: it visits every index once, neighbours far apart. */
function strideFor(size: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = Math.max(1, Math.round(size * 0.618));
  while (gcd(stride, size) !== 1) stride++;
  return stride;
}

/**
 * An endless supply of distinct titles: each tier's titles in a scattered
 * but fixed order (so neighbours do not share a word, and the first title is each space's first), a
 * tier only once the one before is used up. Past every tier the titles come round again numbered
 * ("… 2"), which only catalogs far larger than SEED_SCALE 4 reach.
 */
export class TitleSupply {
  private tier = 0;
  private step = 0;
  private round = 1;
  private readonly strides: number[];

  constructor(
    private readonly tiers: PhraseSpace[],
    private readonly taken: TakenTitles,
  ) {
    if (tiers.every((space) => space.size === 0)) throw new Error('a title supply needs words');
    this.strides = tiers.map((space) => strideFor(space.size));
  }

  next(): Phrase {
    for (;;) {
      const phrase = this.candidate();
      if (!this.taken.has(phrase.title)) {
        this.taken.add(phrase.title);
        return phrase;
      }
    }
  }

  private candidate(): Phrase {
    let space = this.tiers[this.tier];
    while (!space || this.step >= space.size) {
      this.step = 0;
      this.tier++;
      if (this.tier >= this.tiers.length) {
        this.tier = 0;
        this.round++;
      }
      space = this.tiers[this.tier];
    }
    const phrase = space.at((this.step * (this.strides[this.tier] ?? 1)) % space.size);
    this.step++;
    if (this.round === 1) return phrase;
    const [arabic, english] = phrase.title;
    return { ...phrase, title: [`${arabic} ${this.round}`, `${english} ${this.round}`] };
  }
}

/**
 * Every supply of titles of one catalog, sharing what is taken: the famous titles (given out by their
 * makers) are taken from the start, so no generated title repeats one.
 */
export class CatalogTitles {
  private readonly taken = new TakenTitles();
  readonly drama = new TitleSupply(DRAMA_TITLES, this.taken);
  readonly cartoons = new TitleSupply(CARTOON_TITLES, this.taken);
  private readonly programmes = new Map<ChannelKind, TitleSupply>();

  constructor(famous: FamousTitle[]) {
    for (const title of famous) this.taken.add(title.title);
  }

  /** Programme titles of a channel kind ("تحليل الدوري" on a sports channel). */
  programmesOf(kind: ChannelKind): TitleSupply {
    let supply = this.programmes.get(kind);
    if (!supply) {
      supply = new TitleSupply(programmeTitles(kind), this.taken);
      this.programmes.set(kind, supply);
    }
    return supply;
  }
}
