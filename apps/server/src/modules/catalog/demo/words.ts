/** Arabic words with their English renderings, from which the demo catalog's titles and names are built. */
export type Bilingual = readonly [arabic: string, english: string];

/** A well-known title, with the genre it is known for and the kind of channel (by its genre) it airs on. */
export interface FamousTitle {
  title: Bilingual;
  genre: string;
  channel: string;
}

const famous = (arabic: string, english: string, genre: string, channel: string): FamousTitle => ({
  title: [arabic, english],
  genre,
  channel,
});

/** Well-known-style titles seeded first, so that search can be tested against names people really type. */
export const FAMOUS_SERIES: FamousTitle[] = [
  famous('باب الحارة', 'Bab Al Hara', 'drama', 'drama'),
  famous('عيلة فنية', 'Eilat Fanneya', 'comedy', 'drama'),
  famous('الهيبة', 'Al Hayba', 'action', 'action'),
  famous('ليالي الحلمية', 'Layali Al Helmeya', 'drama', 'history'),
  famous('الزير سالم', 'Al Zeer Salem', 'history', 'history'),
  famous('ضيعة ضايعة', 'Dayaa Dayaa', 'comedy', 'drama'),
  famous('رأفت الهجان', 'Raafat Al Haggan', 'thriller', 'history'),
  famous('أبو جانتي', 'Abu Janti', 'comedy', 'drama'),
];
export const FAMOUS_PROGRAMS: FamousTitle[] = [
  famous('صباح الخير يا عرب', 'Good Morning Arabs', 'talk-show', 'talk-show'),
  famous('مطبخ منال', "Manal's Kitchen", 'cooking', 'talk-show'),
  famous('العاشرة مساءً', 'Ten in the Evening', 'talk-show', 'news'),
  famous('شاعر المليون', "The Million's Poet", 'talk-show', 'talk-show'),
];
export const FAMOUS_PLAYS: FamousTitle[] = [
  famous('مدرسة المشاغبين', 'School of Troublemakers', 'comedy', 'history'),
  famous('العيال كبرت', 'The Kids Grew Up', 'comedy', 'history'),
  famous('شاهد ما شافش حاجة', 'A Witness Who Saw Nothing', 'comedy', 'history'),
  famous('باي باي لندن', 'Bye Bye London', 'comedy', 'history'),
];

export const GENRES: { slug: string; arabic: string; english: string }[] = [
  { slug: 'drama', arabic: 'دراما', english: 'Drama' },
  { slug: 'comedy', arabic: 'كوميديا', english: 'Comedy' },
  { slug: 'action', arabic: 'أكشن', english: 'Action' },
  { slug: 'history', arabic: 'تاريخي', english: 'History' },
  { slug: 'kids', arabic: 'أطفال', english: 'Kids' },
  { slug: 'documentary', arabic: 'وثائقي', english: 'Documentary' },
  { slug: 'religious', arabic: 'ديني', english: 'Religious' },
  { slug: 'cooking', arabic: 'طبخ', english: 'Cooking' },
  { slug: 'talk-show', arabic: 'برامج حوارية', english: 'Talk Show' },
  { slug: 'news', arabic: 'أخبار', english: 'News' },
  { slug: 'sports', arabic: 'رياضة', english: 'Sports' },
  { slug: 'romance', arabic: 'رومانسي', english: 'Romance' },
  { slug: 'thriller', arabic: 'إثارة', english: 'Thriller' },
  { slug: 'music', arabic: 'موسيقى', english: 'Music' },
];

export const COUNTRIES = ['EG', 'SA', 'AE', 'LB', 'JO', 'KW', 'MA', 'TN', 'DZ', 'IQ', 'QA', 'SY'] as const;
export const PACKAGES = ['Public', 'Free', 'Arabic Premium', 'Sports Plus', 'Kids Club'] as const;

export const FIRST_NAMES: Bilingual[] = [
  ['محمد', 'Mohamed'],
  ['أحمد', 'Ahmed'],
  ['خالد', 'Khaled'],
  ['سامي', 'Sami'],
  ['عمر', 'Omar'],
  ['يوسف', 'Youssef'],
  ['كريم', 'Karim'],
  ['طارق', 'Tarek'],
  ['حسن', 'Hassan'],
  ['ماجد', 'Majed'],
  ['رامي', 'Rami'],
  ['نادر', 'Nader'],
  ['عادل', 'Adel'],
  ['باسل', 'Basel'],
  ['فادي', 'Fadi'],
  ['منى', 'Mona'],
  ['ليلى', 'Layla'],
  ['هند', 'Hind'],
  ['سلمى', 'Salma'],
  ['نور', 'Nour'],
  ['ريم', 'Reem'],
  ['دينا', 'Dina'],
  ['رنا', 'Rana'],
  ['ياسمين', 'Yasmine'],
  ['هالة', 'Hala'],
  ['سعاد', 'Souad'],
  ['أمل', 'Amal'],
  ['غادة', 'Ghada'],
  ['نادين', 'Nadine'],
  ['لبنى', 'Lubna'],
];
export const FAMILY_NAMES: Bilingual[] = [
  ['الشريف', 'El Sherif'],
  ['حداد', 'Haddad'],
  ['منصور', 'Mansour'],
  ['السيد', 'El Sayed'],
  ['عبد الله', 'Abdallah'],
  ['الخطيب', 'El Khatib'],
  ['نصار', 'Nassar'],
  ['فهمي', 'Fahmy'],
  ['العلي', 'Al Ali'],
  ['سليمان', 'Soliman'],
  ['الحسيني', 'El Husseini'],
  ['جابر', 'Gaber'],
  ['قاسم', 'Qassem'],
  ['زيدان', 'Zidane'],
  ['عثمان', 'Osman'],
  ['الأمين', 'El Amin'],
];

/**
 * How some famous names are written in their synopses: with harakat (short vowels), as Arabic running
 * text often spells them, which a reader and the search folds both take as the plain name. Never with
 * tatweel: a stretched letter is decoration of a headline, not part of a word.
 */
const VOCALISED_NAMES: Record<string, string> = {
  'باب الحارة': 'بَابُ الحارة',
  'عيلة فنية': 'عِيلَة فَنِّيَّة',
  الهيبة: 'الهَيْبَة',
  'ليالي الحلمية': 'لَيَالِي الحلمية',
  'الزير سالم': 'الزِّير سالم',
  'رأفت الهجان': 'رَأْفَت الهَجَّان',
  'مدرسة المشاغبين': 'مَدْرَسَةُ المُشَاغِبِين',
  'العيال كبرت': 'العِيَال كِبْرِت',
};

/** The Arabic name as a synopsis writes it. */
export function vocalisedName(arabic: string): string {
  return VOCALISED_NAMES[arabic] ?? arabic;
}
