/**
 * One normalisation for Arabic and English search text, applied when a title is written and when a
 * query is read, so both sides fold the same way. Postgres' unaccent does not strip Arabic
 * diacritics, hence this is done in the application.
 */

// harakat, tanween, shadda, sukun, superscript alef and Quranic marks
const ARABIC_DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const LATIN_COMBINING_MARKS = /[\u0300-\u036f]/g;

const ARABIC_LETTER_FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
  // Persian/Urdu look-alikes typed on some keyboards
  ک: 'ك',
  ی: 'ي',
};
const ARABIC_LETTER_FOLD_PATTERN = new RegExp(`[${Object.keys(ARABIC_LETTER_FOLDS).join('')}]`, 'g');
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;

/** Folds Arabic letter forms and strips diacritics; lower-cases and de-accents Latin; collapses spaces. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(ARABIC_DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(ARABIC_LETTER_FOLD_PATTERN, (letter) => ARABIC_LETTER_FOLDS[letter] ?? letter)
    .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .normalize('NFD')
    .replace(LATIN_COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/*
 * Viewers type Arabic titles in Latin letters in many ways ("bab el hara", "bab al 7ara", "3eelat").
 * Both the Arabic title and such a query reduce to one consonant skeleton per word: vowels, long
 * vowels, ain and hamza (written 3, 2 or not at all) are dropped, letters with several spellings share
 * one symbol and doubled letters collapse. The article is dropped (written "al", "el", joined or apart,
 * or left out: "hayba" for الهيبة). Words stay apart so that pg_trgm can match them one by one.
 */
// prettier-ignore
const ARABIC_SKELETON: Record<string, string> = {
  'ب': 'B', 'ت': 'T', 'ط': 'T', 'ث': 'S', 'ج': 'G', 'ح': 'H', 'ه': 'H', 'خ': 'K',
  'د': 'D', 'ض': 'D', 'ذ': 'Z', 'ز': 'Z', 'ظ': 'Z', 'ر': 'R', 'س': 'S', 'ص': 'S',
  'ش': 'X', 'غ': 'G', 'ف': 'F', 'ق': 'K', 'ك': 'K', 'ل': 'L', 'م': 'M', 'ن': 'N',
  'پ': 'B', 'ڤ': 'F', 'گ': 'G',
};

// longest spellings first so that "kh" is read before "k" and "h"; symbols are upper case so that
// a later rule never rewrites what an earlier one wrote
const LATIN_SKELETON: [RegExp, string][] = [
  [/sh|ch/g, 'X'],
  [/kh|5|x/g, 'K'],
  [/gh|dj|j/g, 'G'],
  [/th/g, 'S'],
  [/dh/g, 'Z'],
  [/ph/g, 'F'],
  [/7/g, 'H'],
  [/q|c/g, 'K'],
  [/v/g, 'F'],
  [/p/g, 'B'],
];
// what is left: vowels, semivowels, ain (3) and hamza (2, ') go; other letters become their symbol
const LATIN_DROPPED = /[aeiouwy0-9'`]/g;

// "al"/"el"/"il" as a word of its own, or joined to a word of at least three more letters
const LATIN_ARTICLE = /^(?:[aei]l(?:-|$)|[ae]l(?=[a-z0-9']{3,}))/;
// ال joined to a word of at least two more letters (a bare "ال" is not an article)
const ARABIC_ARTICLE = /^ال(?=..)/;

function collapse(skeleton: string): string {
  return skeleton.replace(/(.)\1+/g, '$1');
}

function arabicWordSkeleton(word: string): string {
  // a final haa is nearly always a folded taa marbuta, which viewers write as a vowel ("hara")
  const letters = [...word.replace(ARABIC_ARTICLE, '').replace(/ه$/, '')];
  return letters.map((letter) => ARABIC_SKELETON[letter] ?? '').join('');
}

function latinWordSkeleton(word: string): string {
  // a final "ah"/"eh" is the taa marbuta or final haa that the Arabic side drops ("harah", "helmeyah")
  let latin = word
    .replace(/[^a-z0-9']/g, '')
    .replace(LATIN_ARTICLE, '')
    .replace(/([aeiouy])h$/, '$1');
  for (const [pattern, symbol] of LATIN_SKELETON) latin = latin.replace(pattern, symbol);
  return latin.replace(LATIN_DROPPED, '').toUpperCase();
}

/**
 * The consonant skeleton of a title or query, Arabic or Latin, for transliteration-tolerant matching:
 * one group of upper-case consonant symbols per word, separated by single spaces.
 */
export function searchSkeleton(text: string): string {
  return normalizeSearchText(text)
    .split(' ')
    .map((word) =>
      collapse(/[\u0600-\u06FF]/.test(word) ? arabicWordSkeleton(word) : latinWordSkeleton(word)),
    )
    .filter((word) => word.length > 0)
    .join(' ');
}
