/**
 * What a channel's name comes down to for matching an M3U entry or an XMLTV display name to a catalog
 * channel: lists write "Rotana Drama (1080p) [Geo-blocked]", "ROTANA DRAMA HD" or "روتانا دراما" with
 * tashkeel where the catalog says "Rotana Drama" / "روتانا دراما".
 */

// [Geo-blocked], [Not 24/7], [Offline]…: iptv-org's status marks, any bracketed note
const BRACKETED = /\[[^\]]*\]/g;
// (1080p), (720p), (HD), (Backup): a parenthesised note at the end
const TRAILING_PARENTHESES = /\s*\([^)]*\)\s*$/;
// quality words lists append: HD, FHD, UHD, SD, 4K, 8K, HEVC, H265, 1080p, 720i, 60fps…
const QUALITY_SUFFIX = /[\s._-]+(?:f?hd|uhd|sd|hq|[48]k|hevc|h\.?26[45]|\d{3,4}[pi]|\d{2}fps)$/i;
// Arabic harakat, superscript alef and Quranic marks, then the tatweel that stretches words
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
// Latin diacritics once NFKD has split them off
const COMBINING_MARKS = /\p{M}/gu;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;

/** The key two names of one channel share: no case, marks, suffixes, punctuation or spaces. */
export function channelNameKey(name: string): string {
  let text = name.replace(BRACKETED, ' ').trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(TRAILING_PARENTHESES, '').replace(QUALITY_SUFFIX, '').trim();
  }
  return text
    .normalize('NFKD')
    .replace(ARABIC_MARKS, '')
    .replace(COMBINING_MARKS, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(/\u0649/g, '\u064A') // alef maqsura written for ya
    .replace(/\u0629/g, '\u0647') // ta marbuta written as ha
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
