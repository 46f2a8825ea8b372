/** Arabic words with their English renderings, from which the demo catalog's titles and names are built. */
export type Bilingual = readonly [arabic: string, english: string];

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
];

export const TITLE_TAILS: Bilingual[] = [
  ['الحب', 'Love'],
  ['الصيف', 'Summer'],
  ['القاهرة', 'Cairo'],
  ['بيروت', 'Beirut'],
  ['الشام', 'Damascus'],
  ['الصحراء', 'the Desert'],
  ['البحر', 'the Sea'],
  ['العائلة', 'the Family'],
  ['المدينة', 'the City'],
  ['الذهب', 'Gold'],
  ['القمر', 'the Moon'],
  ['النجوم', 'the Stars'],
  ['الماضي', 'the Past'],
  ['الغريب', 'the Stranger'],
  ['الجبل', 'the Mountain'],
  ['النيل', 'the Nile'],
  ['الياسمين', 'Jasmine'],
  ['الشتاء', 'Winter'],
  ['الريح', 'the Wind'],
  ['الفجر', 'Dawn'],
];

/** Well-known-style titles seeded first, so that search can be tested against names people really type. */
export const FAMOUS_SERIES: Bilingual[] = [
  ['باب الحارة', 'Bab Al Hara'],
  ['عيلة فنية', 'Eilat Fanneya'],
  ['الهيبة', 'Al Hayba'],
  ['ليالي الحلمية', 'Layali Al Helmeya'],
  ['الزير سالم', 'Al Zeer Salem'],
  ['ضيعة ضايعة', 'Dayaa Dayaa'],
  ['رأفت الهجان', 'Raafat Al Haggan'],
  ['أبو جانتي', 'Abu Janti'],
];
export const FAMOUS_PROGRAMS: Bilingual[] = [
  ['صباح الخير يا عرب', 'Good Morning Arabs'],
  ['مطبخ منال', "Manal's Kitchen"],
  ['العاشرة مساءً', 'Ten in the Evening'],
  ['شاعر المليون', "The Million's Poet"],
];
export const FAMOUS_PLAYS: Bilingual[] = [
  ['مدرسة المشاغبين', 'School of Troublemakers'],
  ['العيال كبرت', 'The Kids Grew Up'],
  ['شاهد ما شافش حاجة', 'A Witness Who Saw Nothing'],
  ['باي باي لندن', 'Bye Bye London'],
];

export const CHANNEL_NAMES: Bilingual[] = [
  ['النهار', 'Al Nahar'],
  ['الحياة', 'Al Hayat'],
  ['المحور', 'Al Mehwar'],
  ['الشروق', 'Al Shorouk'],
  ['الواحة', 'Al Waha'],
  ['النخيل', 'Al Nakheel'],
  ['روتانا', 'Rotana'],
  ['الأولى', 'Al Oula'],
  ['السومرية', 'Al Sumaria'],
  ['الجديد', 'Al Jadeed'],
  ['المستقبل', 'Al Mustaqbal'],
  ['الفرات', 'Al Furat'],
];
export const CHANNEL_KINDS: { suffix: Bilingual; genre: string }[] = [
  { suffix: ['دراما', 'Drama'], genre: 'drama' },
  { suffix: ['سينما', 'Cinema'], genre: 'action' },
  { suffix: ['كلاسيك', 'Classic'], genre: 'history' },
  { suffix: ['كيدز', 'Kids'], genre: 'kids' },
  { suffix: ['سبورت', 'Sports'], genre: 'sports' },
  { suffix: ['نيوز', 'News'], genre: 'news' },
  { suffix: ['مباشر', 'Live'], genre: 'talk-show' },
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

export const DESCRIPTION_LINES: Bilingual[] = [
  [
    'قِصَّةُ عائلة تواجه أسرار الماضي في حارة دمشقيـة قديمة.',
    'A family faces the secrets of the past in an old Damascus alley.',
  ],
  [
    'دراما اجتماعيـة عن الحُبّ والطُّموح في مدينة لا تنام.',
    'A social drama of love and ambition in a city that never sleeps.',
  ],
  ['كوميديا خَفيفة عن جيـران لا يتفقون على شيء.', 'A light comedy about neighbours who agree on nothing.'],
  [
    'رحلة مثيرة عبر الصحراء بحثاً عن كنز مفقود.',
    'A thrilling journey across the desert in search of a lost treasure.',
  ],
  ['حكاية صداقة تمتد عبر ثلاثة أجيال.', 'A friendship that spans three generations.'],
  ['صراع على السلطة والنفوذ في قرية جبلية.', 'A struggle for power and influence in a mountain village.'],
];

/**
 * How some famous names appear in running text: with harakat and tatweel, which search must fold away
 * so that "باب الحارة" still finds "بَابُ الحـارة".
 */
const VOCALISED_NAMES: Record<string, string> = {
  'باب الحارة': 'بَابُ الحـارة',
  'عيلة فنية': 'عِيلَة فَنِّيَّة',
  الهيبة: 'الهَيْبَـة',
  'ليالي الحلمية': 'لَيَالِي الحلمـية',
  'الزير سالم': 'الزِّير سالـم',
  'رأفت الهجان': 'رَأْفَت الهَجَّان',
  'مدرسة المشاغبين': 'مَدْرَسَةُ المُشَاغِبِين',
  'العيال كبرت': 'العِيَال كِبْرِت',
};

export function withVocalisedName(arabic: string, description: string): string {
  const vocalised = VOCALISED_NAMES[arabic];
  return vocalised ? `«${vocalised}»: ${description}` : description;
}
