import type { Bilingual } from './words.js';
import { TITLE_HEADS, TITLE_TAILS } from './words.js';

/**
 * An endless supply of distinct bilingual titles: the famous ones first, then every head × tail
 * combination ("ليالي الصيف" / "Nights of Summer"), then the same with a sequel number.
 */
export function* titleSupply(famous: Bilingual[], offset: number): Generator<Bilingual> {
  yield* famous;
  const combinations = TITLE_HEADS.length * TITLE_TAILS.length;
  for (let index = 0; ; index++) {
    // a different starting point per kind of title keeps series, movies and plays apart
    const shifted = (index + offset) % combinations;
    const head = TITLE_HEADS[shifted % TITLE_HEADS.length];
    const tail = TITLE_TAILS[Math.floor(shifted / TITLE_HEADS.length)];
    if (!head || !tail) throw new Error('title word lists are empty');
    const sequel = Math.floor(index / combinations);
    yield sequel === 0
      ? [`${head[0]} ${tail[0]}`, `${head[1]} ${tail[1]}`]
      : [`${head[0]} ${tail[0]} ${sequel + 1}`, `${head[1]} ${tail[1]} ${sequel + 1}`];
  }
}

export function take<T>(supply: Generator<T>): T {
  const next = supply.next();
  if (next.done) throw new Error('title supply ran out');
  return next.value;
}
