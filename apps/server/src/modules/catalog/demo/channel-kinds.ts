import type { Bilingual } from './words.js';

/**
 * Channel names: each is one network's name, combined with every kind ("النهار دراما" / "Al Nahar Drama").
 * A catalog takes ten names for each round of kinds, so 50 names give 400 distinct channels, the most
 * any catalog has (build-catalog.ts). The first ten keep their order: tests and journeys name some.
 */
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
  ['الرشيد', 'Al Rasheed'],
  ['الأفق', 'Al Ofok'],
  ['الغد', 'Al Ghad'],
  ['الريان', 'Al Rayyan'],
  ['الظفرة', 'Al Dhafra'],
  ['الراية', 'Al Raya'],
  ['دجلة', 'Dijla'],
  ['البلد', 'Al Balad'],
  ['الصفوة', 'Al Safwa'],
  ['اللؤلؤة', 'Al Lulua'],
  ['الندى', 'Al Nada'],
  ['الأصيل', 'Al Aseel'],
  ['القمة', 'Al Qimma'],
  ['الساحل', 'Al Sahel'],
  ['المدى', 'Al Mada'],
  ['الضياء', 'Al Diyaa'],
  ['الديار', 'Al Diyar'],
  ['الوادي', 'Al Wadi'],
  ['السلام', 'Al Salam'],
  ['الفيحاء', 'Al Fayhaa'],
  ['الأندلس', 'Al Andalus'],
  ['الرواد', 'Al Rowad'],
  ['الزمان', 'Al Zaman'],
  ['البيان', 'Al Bayan'],
  ['الكرمة', 'Al Karma'],
  ['الدانة', 'Al Dana'],
  ['الهلال', 'Al Hilal'],
  ['المشرق', 'Al Mashreq'],
  ['الأطلس', 'Al Atlas'],
  ['قرطاج', 'Carthage'],
  ['النسيم', 'Al Naseem'],
  ['الشهباء', 'Al Shahbaa'],
  ['الجزيرة الخضراء', 'Green Island'],
  ['البوادي', 'Al Bawadi'],
  ['المرجان', 'Al Marjan'],
  ['السنابل', 'Al Sanabel'],
  ['الينابيع', 'Al Yanabee'],
  ['الفنار', 'Al Fanar'],
];

/** How many names each round of kinds takes: every kind gets as many channels. */
export const NAMES_PER_KIND = 10;

/** A programme's form ("تحليل" / "Analysis") and the genre it makes a programme of. */
export interface ProgrammeFormat {
  arabic: string;
  english: string;
  genre: string;
}

export interface ChannelKind {
  suffix: Bilingual;
  /** the channel's own genre (its genre metadata) */
  genre: string;
  /** what the channel is about, for its description */
  about: Bilingual;
  /** the genres of the series it airs, the first the most common; none when it airs programmes */
  series?: readonly string[];
  /** cartoons rather than drama */
  cartoons?: boolean;
  /** the programmes it airs: a form and a qualifier ("تحليل الدوري" / "League Analysis") */
  programmes?: { formats: readonly ProgrammeFormat[]; qualifiers: readonly Bilingual[] };
  /** whether films and plays air on it (the catch-up of movies and plays) */
  films?: boolean;
  plays?: boolean;
}

const format = (arabic: string, english: string, genre: string): ProgrammeFormat => ({
  arabic,
  english,
  genre,
});

/**
 * The kinds of channel, in the order the catalog makes them. Each airs what its kind airs on real
 * television: a sports channel matches, analysis and sports talk; a news channel bulletins and reports;
 * a kids channel cartoons. Qualifiers read as the first word of the English title ("Gulf Stars").
 */
export const CHANNEL_KINDS: ChannelKind[] = [
  {
    suffix: ['دراما', 'Drama'],
    genre: 'drama',
    about: ['مسلسلات عربية على مدار الساعة', 'Arabic series around the clock'],
    series: ['drama', 'romance', 'drama', 'comedy', 'thriller'],
    plays: true,
  },
  {
    suffix: ['سينما', 'Cinema'],
    genre: 'action',
    about: ['أفلام الأكشن والإثارة والمسلسلات البوليسية', 'Action films, thrillers and crime series'],
    series: ['action', 'thriller'],
    films: true,
  },
  {
    suffix: ['كلاسيك', 'Classic'],
    genre: 'history',
    about: [
      'روائع الدراما والمسرح والسينما من الزمن الجميل',
      'Classic drama, plays and films of the golden age',
    ],
    series: ['history', 'drama', 'comedy'],
    films: true,
    plays: true,
  },
  {
    suffix: ['كيدز', 'Kids'],
    genre: 'kids',
    about: ['رسوم متحركة ومغامرات للصغار طوال اليوم', 'Cartoons and adventures for children all day'],
    series: ['kids'],
    cartoons: true,
  },
  {
    suffix: ['سبورت', 'Sports'],
    genre: 'sports',
    about: ['المباريات والتحليل والبرامج الرياضية', 'Matches, analysis and sports talk'],
    programmes: {
      formats: [
        format('تحليل', 'Analysis', 'sports'),
        format('نجوم', 'Stars', 'sports'),
        format('حصاد', 'Roundup', 'sports'),
        format('استوديو', 'Studio', 'sports'),
        format('حديث', 'Talk', 'talk-show'),
        format('ملعب', 'Arena', 'sports'),
        format('أهداف', 'Goals', 'sports'),
        format('مجلس', 'Majlis', 'talk-show'),
        format('قمة', 'Summit', 'sports'),
        format('كواليس', 'Backstage', 'sports'),
      ],
      qualifiers: [
        ['الدوري', 'League'],
        ['الكرة', 'Football'],
        ['الأسبوع', 'Weekly'],
        ['الملاعب', 'Stadium'],
        ['الكأس', 'Cup'],
        ['الأبطال', 'Champions'],
        ['الخليج', 'Gulf'],
        ['العرب', 'Arab'],
        ['المساء', 'Evening'],
        ['الجمعة', 'Friday'],
        ['المونديال', 'World Cup'],
        ['الشباب', 'Youth'],
        ['السبت', 'Saturday'],
        ['الرياضة', 'Sports'],
      ],
    },
  },
  {
    suffix: ['نيوز', 'News'],
    genre: 'news',
    about: ['الأخبار العاجلة والتقارير والحوارات', 'Breaking news, reports and debates'],
    programmes: {
      formats: [
        format('نشرة', 'Bulletin', 'news'),
        format('حصاد', 'Review', 'news'),
        format('ملف', 'File', 'documentary'),
        format('تقرير', 'Report', 'news'),
        format('حوار', 'Dialogue', 'talk-show'),
        format('قضايا', 'Issues', 'news'),
        format('مراسلو', 'Correspondents', 'news'),
        format('أخبار', 'News', 'news'),
        format('عناوين', 'Headlines', 'news'),
        format('نافذة', 'Window', 'documentary'),
      ],
      qualifiers: [
        ['الصباح', 'Morning'],
        ['المساء', 'Evening'],
        ['الظهيرة', 'Midday'],
        ['الأسبوع', 'Weekly'],
        ['اليوم', "Today's"],
        ['الخليج', 'Gulf'],
        ['العرب', 'Arab'],
        ['العالم', 'World'],
        ['الاقتصاد', 'Business'],
        ['المنطقة', 'Regional'],
        ['السياسة', 'Political'],
        ['المغرب', 'Maghreb'],
        ['الشام', 'Levant'],
        ['القارة', 'Continental'],
      ],
    },
  },
  {
    suffix: ['مباشر', 'Live'],
    genre: 'talk-show',
    about: ['برامج حوارية ومنوعات وطبخ على الهواء', 'Talk shows, variety and cooking, live'],
    programmes: {
      formats: [
        format('مطبخ', 'Kitchen', 'cooking'),
        format('سفرة', 'Table', 'cooking'),
        format('صالون', 'Salon', 'talk-show'),
        format('مجلس', 'Majlis', 'talk-show'),
        format('ضيف', 'Guest', 'talk-show'),
        format('خواطر', 'Reflections', 'religious'),
        format('دروب', 'Trails', 'documentary'),
        format('حكايات', 'Stories', 'documentary'),
        format('سهرة', 'Soirée', 'talk-show'),
        format('فتاوى', 'Fatwas', 'religious'),
      ],
      qualifiers: [
        ['العائلة', 'Family'],
        ['البيت', 'Home'],
        ['الجمعة', 'Friday'],
        ['المساء', 'Evening'],
        ['الصباح', 'Morning'],
        ['رمضان', 'Ramadan'],
        ['الخليج', 'Gulf'],
        ['العرب', 'Arab'],
        ['الشباب', 'Youth'],
        ['الأسبوع', 'Weekly'],
        ['الناس', "People's"],
        ['المدينة', 'City'],
        ['الحي', 'Neighbourhood'],
        ['الأحد', 'Sunday'],
      ],
    },
  },
  {
    suffix: ['موسيقى', 'Music'],
    genre: 'music',
    about: ['الأغاني والحفلات ونجوم الطرب', 'Songs, concerts and the stars of tarab'],
    programmes: {
      formats: [
        format('أغاني', 'Songs', 'music'),
        format('نجوم', 'Stars', 'music'),
        format('حفلة', 'Concert', 'music'),
        format('استوديو', 'Studio', 'music'),
        format('أصوات', 'Voices', 'music'),
        format('نغم', 'Melodies', 'music'),
        format('ذكريات', 'Memories', 'music'),
        format('إيقاع', 'Rhythm', 'music'),
        format('مسرح', 'Stage', 'music'),
        format('لقاء', 'Encounter', 'talk-show'),
      ],
      qualifiers: [
        ['الطرب', 'Tarab'],
        ['الخليج', 'Gulf'],
        ['العرب', 'Arab'],
        ['الزمن الجميل', 'Golden Age'],
        ['الشباب', 'Youth'],
        ['الجمعة', 'Friday'],
        ['المساء', 'Evening'],
        ['الصيف', 'Summer'],
        ['العود', 'Oud'],
        ['الأسبوع', 'Weekly'],
        ['القاهرة', 'Cairo'],
        ['بيروت', 'Beirut'],
        ['الأندلس', 'Andalusian'],
        ['المغرب', 'Maghreb'],
      ],
    },
  },
];
