import type { Bilingual } from './words.js';

/**
 * The words drama and cartoon titles are made of. Arabic adjectives agree with their noun, so each
 * noun says its gender (a plural of things takes the feminine) and each adjective has both forms; an
 * adjective only goes with the kinds of noun it reads well with ("Old Cairo", never "the Blue Truth").
 * No English word here may contain "nigh" but "Nights": the search journeys expect "Nights of …" first.
 */

export type NounClass = 'idea' | 'place' | 'city' | 'person';

export interface Noun {
  arabic: string;
  english: string;
  /** whether English puts "the" before it ("the Sea", but "Love", "Cairo") */
  the: boolean;
  feminine: boolean;
  class: NounClass;
}

export interface Adjective {
  masculine: string;
  feminine: string;
  english: string;
  fits: readonly NounClass[];
}

/** The first noun of a construct title, "ليالي …" / "Nights of …". */
export const TITLE_HEADS: Bilingual[] = [
  ['ليالي', 'Nights of'],
  ['بيت', 'House of'],
  ['حكاية', 'Tale of'],
  ['أسرار', 'Secrets of'],
  ['طريق', 'Road to'],
  ['قلب', 'Heart of'],
  ['زمن', 'Time of'],
  ['أحلام', 'Dreams of'],
  ['أبواب', 'Gates of'],
  ['ظلال', 'Shadows of'],
  ['نساء', 'Women of'],
  ['رجال', 'Men of'],
  ['أيام', 'Days of'],
  ['عودة', 'Return of'],
  ['صرخة', 'Cry of'],
  ['سر', 'Secret of'],
  ['رسائل', 'Letters of'],
  ['أغنية', 'Song of'],
  ['دموع', 'Tears of'],
  ['نار', 'Fire of'],
  ['وجه', 'Face of'],
  ['أبناء', 'Sons of'],
  ['بنات', 'Daughters of'],
  ['سماء', 'Sky of'],
  ['عطر', 'Scent of'],
  ['صوت', 'Voice of'],
  ['لعنة', 'Curse of'],
  ['وعد', 'Promise of'],
  ['نهاية', 'End of'],
  ['بداية', 'Beginning of'],
  ['رماد', 'Ashes of'],
  ['أسوار', 'Walls of'],
  ['ملوك', 'Kings of'],
  ['ورثة', 'Heirs of'],
];

const noun = (
  arabic: string,
  english: string,
  the: boolean,
  feminine: boolean,
  nounClass: NounClass,
): Noun => ({ arabic, english, the, feminine, class: nounClass });

/** What a title is about: its second word, or the noun an adjective describes. */
export const TITLE_NOUNS: Noun[] = [
  noun('الحب', 'Love', false, false, 'idea'),
  noun('الصيف', 'Summer', false, false, 'idea'),
  noun('القاهرة', 'Cairo', false, true, 'city'),
  noun('بيروت', 'Beirut', false, true, 'city'),
  noun('الشام', 'Damascus', false, true, 'city'),
  noun('الصحراء', 'Desert', true, true, 'place'),
  noun('البحر', 'Sea', true, false, 'place'),
  noun('العائلة', 'Family', true, true, 'person'),
  noun('المدينة', 'City', true, true, 'place'),
  noun('الذهب', 'Gold', false, false, 'place'),
  noun('القمر', 'Moon', true, false, 'place'),
  noun('النجوم', 'Stars', true, true, 'place'),
  noun('الماضي', 'Past', true, false, 'idea'),
  noun('الغريب', 'Stranger', true, false, 'person'),
  noun('الجبل', 'Mountain', true, false, 'place'),
  noun('النيل', 'Nile', true, false, 'city'),
  noun('الياسمين', 'Jasmine', false, false, 'place'),
  noun('الشتاء', 'Winter', false, false, 'idea'),
  noun('الريح', 'Wind', true, true, 'place'),
  noun('الفجر', 'Dawn', false, false, 'idea'),
  noun('المطر', 'Rain', true, false, 'place'),
  noun('الوطن', 'Homeland', true, false, 'idea'),
  noun('الذكريات', 'Memories', false, true, 'idea'),
  noun('القصر', 'Palace', true, false, 'place'),
  noun('النهر', 'River', true, false, 'place'),
  noun('الشمس', 'Sun', true, true, 'place'),
  noun('الأمس', 'Yesterday', false, false, 'idea'),
  noun('الغربة', 'Exile', false, true, 'idea'),
  noun('الحرية', 'Freedom', false, true, 'idea'),
  noun('الأمل', 'Hope', false, false, 'idea'),
  noun('الانتقام', 'Revenge', false, false, 'idea'),
  noun('الخيانة', 'Betrayal', false, true, 'idea'),
  noun('العاصفة', 'Storm', true, true, 'place'),
  noun('الرمال', 'Sands', true, true, 'place'),
  noun('الخليج', 'Gulf', true, false, 'city'),
  noun('حلب', 'Aleppo', false, true, 'city'),
  noun('بغداد', 'Baghdad', false, true, 'city'),
  noun('الإسكندرية', 'Alexandria', false, true, 'city'),
  noun('تونس', 'Tunis', false, true, 'city'),
  noun('مراكش', 'Marrakesh', false, true, 'city'),
  noun('القرية', 'Village', true, true, 'place'),
  noun('الميناء', 'Harbour', true, false, 'place'),
  noun('الحقيقة', 'Truth', true, true, 'idea'),
  noun('القدر', 'Fate', false, false, 'idea'),
  noun('الصمت', 'Silence', false, false, 'idea'),
  noun('الأمير', 'Prince', true, false, 'person'),
  noun('العاشق', 'Lover', true, false, 'person'),
  noun('الوريث', 'Heir', true, false, 'person'),
  noun('الضابط', 'Officer', true, false, 'person'),
  noun('الشاهد', 'Witness', true, false, 'person'),
];

const adjective = (
  masculine: string,
  feminine: string,
  english: string,
  fits: readonly NounClass[],
): Adjective => ({ masculine, feminine, english, fits });

export const TITLE_ADJECTIVES: Adjective[] = [
  adjective('الأخير', 'الأخيرة', 'Last', ['idea', 'place', 'person']),
  adjective('الضائع', 'الضائعة', 'Lost', ['idea', 'place', 'person', 'city']),
  adjective('المنسي', 'المنسية', 'Forgotten', ['idea', 'place', 'person', 'city']),
  adjective('الخفي', 'الخفية', 'Hidden', ['idea', 'place']),
  adjective('الآخر', 'الأخرى', 'Other', ['idea', 'place', 'person']),
  adjective('الأول', 'الأولى', 'First', ['idea', 'person']),
  adjective('الأبدي', 'الأبدية', 'Eternal', ['idea', 'city']),
  adjective('المسروق', 'المسروقة', 'Stolen', ['idea', 'place']),
  adjective('الجريح', 'الجريحة', 'Wounded', ['person', 'city']),
  adjective('الحزين', 'الحزينة', 'Sad', ['idea', 'person', 'city']),
  adjective('القديم', 'القديمة', 'Old', ['place', 'city']),
  adjective('البعيد', 'البعيدة', 'Distant', ['idea', 'place', 'person']),
  adjective('الصامت', 'الصامتة', 'Silent', ['place', 'person', 'city']),
  adjective('الأحمر', 'الحمراء', 'Red', ['place']),
  adjective('الأبيض', 'البيضاء', 'White', ['place']),
  adjective('الأسود', 'السوداء', 'Black', ['place']),
  adjective('الأزرق', 'الزرقاء', 'Blue', ['place']),
  adjective('البارد', 'الباردة', 'Cold', ['idea', 'place']),
  adjective('الدافئ', 'الدافئة', 'Warm', ['idea', 'place']),
  adjective('الكبير', 'الكبيرة', 'Great', ['idea', 'place']),
];

/** Cartoon titles: "مغامرات الأرنب" / "Adventures of the Rabbit", "الأرنب الذكي" / "The Clever Rabbit". */
export const CARTOON_HEADS: Bilingual[] = [
  ['مغامرات', 'Adventures of'],
  ['عالم', 'World of'],
  ['أصدقاء', 'Friends of'],
  ['حكايات', 'Tales of'],
  ['رحلات', 'Journeys of'],
  ['مدرسة', 'School of'],
  ['حديقة', 'Garden of'],
  ['ألغاز', 'Riddles of'],
];

/** Cartoon heroes, all masculine so that every cartoon adjective agrees with them. */
export const CARTOON_HEROES: Bilingual[] = [
  ['الأرنب', 'Rabbit'],
  ['القط', 'Cat'],
  ['الدب', 'Bear'],
  ['الأسد', 'Lion'],
  ['الفيل', 'Elephant'],
  ['البطريق', 'Penguin'],
  ['الثعلب', 'Fox'],
  ['الديك', 'Rooster'],
  ['الحصان', 'Horse'],
  ['الصقر', 'Falcon'],
  ['النمر', 'Tiger'],
  ['الضفدع', 'Frog'],
  ['السنجاب', 'Squirrel'],
  ['الدلفين', 'Dolphin'],
  ['الجمل', 'Camel'],
  ['الروبوت', 'Robot'],
];

export const CARTOON_ADJECTIVES: Bilingual[] = [
  ['الصغير', 'Little'],
  ['الذكي', 'Clever'],
  ['الشجاع', 'Brave'],
  ['الطائر', 'Flying'],
  ['المرح', 'Merry'],
  ['الكسلان', 'Lazy'],
  ['الشقي', 'Naughty'],
  ['السعيد', 'Happy'],
];
