import { describe, expect, test } from 'vitest';
import { normalizeSearchText, searchSkeleton } from './normalize.js';

describe('normalizeSearchText folds every Arabic form a viewer may type', () => {
  test.each([
    ['diacritics are stripped', 'بَابُ الحَارَةِ', 'باب الحاره'],
    ['tatweel is stripped', 'بـــاب الحـارة', 'باب الحاره'],
    ['alef with hamza above becomes bare alef', 'أحمد', 'احمد'],
    ['alef with hamza below becomes bare alef', 'إسلام', 'اسلام'],
    ['alef with madda becomes bare alef', 'آمال', 'امال'],
    ['alef wasla becomes bare alef', 'ٱلقمر', 'القمر'],
    ['taa marbuta becomes haa', 'مدرسة', 'مدرسه'],
    ['alef maqsura becomes yaa', 'مصطفى', 'مصطفي'],
    ['hamza on waw becomes waw', 'مؤمن', 'مومن'],
    ['hamza on yaa becomes yaa', 'رئيس', 'رييس'],
    ['Arabic-Indic digits become Latin digits', 'الحلقة ١٢', 'الحلقه 12'],
    ['Latin is lower-cased and de-accented', 'Café NOIR', 'cafe noir'],
    ['punctuation becomes single spaces', 'Bab - Al   Hara!', 'bab al hara'],
  ])('%s', (_rule, input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe('searchSkeleton lets Latin spellings find Arabic titles', () => {
  test.each([
    ['bab el hara', 'باب الحارة'],
    ['Bab Al Hara', 'باب الحارة'],
    ['bab al 7ara', 'بَابُ الحَارَةِ'],
    ['3eelat', 'عيلات'],
    ['el hayba', 'الهيبة'],
    ['layali el helmeya', 'ليالي الحلمية'],
    ['khaled', 'خالد'],
    ['mohamed', 'محمد'],
    ['shams', 'شمس'],
    ['hayba', 'الهيبة'],
    ['elhayba', 'الهيبة'],
    ['el-hayba', 'الهيبة'],
    ['ayam el helmeya', 'أيام الحلمية'],
    ['bab el harah', 'باب الحارة'],
  ])('"%s" has the skeleton of %s', (latin, arabic) => {
    expect(searchSkeleton(latin)).toBe(searchSkeleton(arabic));
  });

  test('different titles keep different skeletons', () => {
    expect(searchSkeleton('باب الحارة')).not.toBe(searchSkeleton('الهيبة'));
  });

  test('words stay apart, so that trigram matching can compare them one by one', () => {
    expect(searchSkeleton('باب الحارة')).toBe('B HR');
    expect(searchSkeleton('Kings of the Desert')).toBe('KNGS F S DSRT');
  });

  test('an article is only dropped in front of a word', () => {
    expect(searchSkeleton('ال')).toBe('L');
    expect(searchSkeleton('al')).toBe('');
    expect(searchSkeleton('ali')).toBe(searchSkeleton('علي'));
  });

  test('a text without letters has an empty skeleton', () => {
    expect(searchSkeleton('  !? 123 ')).toBe('');
  });
});
