import { normalizeSearchText, searchSkeleton } from '../../search/public.js';

/**
 * Both search folds work word by word (a word's result does not depend on its neighbours), and a large
 * catalog repeats a few thousand words millions of times ("الحلقة", show names, numbers): remembering
 * each word's result makes filling the search columns of a million titles a matter of seconds. The
 * catalog tests check that the result equals folding the whole text at once.
 */
const normalizedWords = new Map<string, string>();
const skeletonWords = new Map<string, string>();
const MAX_REMEMBERED = 200_000;

function wordByWord(text: string, memory: Map<string, string>, fold: (word: string) => string): string {
  const parts: string[] = [];
  for (const word of text.split(/\s+/)) {
    let folded = memory.get(word);
    if (folded === undefined) {
      folded = fold(word);
      if (memory.size < MAX_REMEMBERED) memory.set(word, folded);
    }
    if (folded !== '') parts.push(folded);
  }
  return parts.join(' ');
}

/** The search_text and search_translit columns of a title or person with an Arabic and an English name. */
export function searchColumns(
  arabic: string,
  english: string,
): { search_text: string; search_translit: string } {
  return {
    search_text: wordByWord(`${arabic} ${english}`, normalizedWords, normalizeSearchText),
    search_translit: `${wordByWord(arabic, skeletonWords, searchSkeleton)} ${wordByWord(english, skeletonWords, searchSkeleton)}`,
  };
}
