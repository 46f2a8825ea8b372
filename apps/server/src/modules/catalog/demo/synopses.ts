import type { Credits, Genre } from './credits.js';
import type { Person } from './people.js';
import type { Random } from './random.js';
import { vocalisedName, type Bilingual } from './words.js';

/** A synopsis in both languages: Arabic is the item's Description, English its displaydescription. */
export interface Synopsis {
  arabic: string;
  english: string;
}

export type TitleKind = 'series' | 'cartoon' | 'movie' | 'play' | 'programme';

const KIND_NAMES: Record<TitleKind, Bilingual> = {
  series: ['مسلسل', 'series'],
  cartoon: ['مسلسل رسوم متحركة', 'cartoon series'],
  movie: ['فيلم', 'film'],
  play: ['مسرحية', 'play'],
  programme: ['برنامج', 'programme'],
};

/** What a title of a genre is about; the title, people and channel around it make each synopsis its own. */
const PREMISES: Record<string, Bilingual[]> = {
  drama: [
    [
      'عائلة تواجه أسرار الماضي حين يعود ابنها الغائب بعد سنوات',
      'a family faces the secrets of its past when a long-lost son comes home',
    ],
    [
      'أخوان يتنازعان على إرث أبيهما في حارة لا تنسى شيئا',
      "two brothers fight over their father's legacy in a neighbourhood that forgets nothing",
    ],
    ['امرأة تبدأ حياتها من جديد بعد أن فقدت كل شيء', 'a woman starts her life over after losing everything'],
  ],
  comedy: [
    [
      'جيران لا يتفقون على شيء يجدون أنفسهم شركاء في مطعم واحد',
      'neighbours who agree on nothing find themselves running one restaurant',
    ],
    [
      'موظف بسيط تنقلب حياته رأسا على عقب حين يرث فندقا قديما',
      "a humble clerk's life turns upside down when he inherits an old hotel",
    ],
    [
      'عائلة كبيرة تحاول أن تنظم حفل زفاف واحد دون أن تتشاجر',
      'a large family tries to plan one wedding without a quarrel',
    ],
  ],
  action: [
    ['ضابط سابق يلاحق عصابة تهريب عبر الحدود', 'a former officer chases a smuggling ring across the border'],
    [
      'سباق مع الزمن لإنقاذ رهائن في مدينة محاصرة',
      'a race against time to free hostages in a city under siege',
    ],
    [
      'رحلة خطرة عبر الصحراء بحثا عن كنز مفقود',
      'a dangerous journey across the desert in search of a lost treasure',
    ],
  ],
  history: [
    ['ملحمة عن صراع القبائل على الأرض والماء', 'an epic of tribes fighting over land and water'],
    [
      'حكاية مدينة عربية عبر قرن من الحروب والنهضة',
      'the story of an Arab city through a century of war and renewal',
    ],
    [
      'صعود فارس شاب ليقود قومه في زمن الفتن',
      'the rise of a young horseman to lead his people in troubled times',
    ],
  ],
  romance: [
    ['قصة حب تتحدى الفوارق بين عائلتين', 'a love story that defies the gulf between two families'],
    ['لقاء صدفة في مدينة غريبة يغير حياة اثنين', 'a chance meeting in a foreign city changes two lives'],
  ],
  thriller: [
    [
      'جريمة غامضة في فندق قديم وكل النزلاء مشتبه بهم',
      'a mysterious crime in an old hotel, and every guest is a suspect',
    ],
    [
      'صحفية تكشف شبكة فساد فتصبح هي الهدف',
      'a journalist uncovers a web of corruption and becomes its target',
    ],
  ],
  kids: [
    [
      'أصدقاء صغار يتعلمون معنى التعاون في كل مغامرة',
      'young friends learn to work together in every adventure',
    ],
    ['رحلات ملونة إلى عوالم العلوم والطبيعة', 'colourful trips into the worlds of science and nature'],
    ['بطل صغير يحل الألغاز ويساعد جيرانه', 'a little hero solves riddles and helps the neighbours'],
  ],
  documentary: [
    [
      'رحلة إلى أماكن منسية وحكايات الناس الذين يعيشون فيها',
      'a journey to forgotten places and the people who live there',
    ],
    ['تحقيق في قصص لم تُروَ من تاريخ المنطقة', "an inquiry into untold stories of the region's history"],
  ],
  religious: [
    ['حديث هادئ عن القيم والأخلاق في الحياة اليومية', 'a calm talk on faith and values in everyday life'],
    ['علماء يجيبون عن أسئلة المشاهدين في العبادات', "scholars answer viewers' questions on worship"],
  ],
  cooking: [
    ['وصفات البيت العربي من المقبلات إلى الحلويات', 'recipes of the Arab home, from mezze to desserts'],
    ['طهاة يتنافسون على أطباق من كل بلد عربي', 'cooks compete over dishes from every Arab country'],
  ],
  'talk-show': [
    [
      'ضيوف من الفن والمجتمع يتحدثون بصراحة عن حياتهم',
      'guests from the arts and society speak frankly about their lives',
    ],
    ['نقاش حي في قضايا الساعة مع الجمهور', 'a live debate on the issues of the day with the audience'],
  ],
  news: [
    [
      'آخر الأخبار من المنطقة والعالم مع مراسلينا في كل مكان',
      'the latest news from the region and the world, with correspondents everywhere',
    ],
    ['قراءة في أحداث الأسبوع وما وراءها', "a reading of the week's events and what lies behind them"],
  ],
  sports: [
    [
      'أهداف الجولة وتحليل المباريات مع نجوم الملاعب',
      'the goals of the round and match analysis with former stars',
    ],
    [
      'كل ما يدور في الدوري من صفقات وإصابات وأرقام',
      'everything in the league: transfers, injuries and numbers',
    ],
    [
      'نقل مباشر للمباريات وآراء المدربين بعد صافرة النهاية',
      "live matches and the coaches' views after the final whistle",
    ],
  ],
  music: [
    [
      'أجمل الأغاني القديمة والجديدة بأصوات نجوم الطرب',
      'the finest songs old and new, sung by the stars of tarab',
    ],
    ['حفلات حية ولقاءات مع الملحنين والعازفين', 'live concerts and meetings with composers and players'],
  ],
};

/** "أ وب وج" and "A, B and C". */
const arabicList = (people: Person[]) => people.map((person) => person.arabic).join(' و');
function englishList(people: Person[]): string {
  const names = people.map((person) => person.english);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Sentences naming the people of a title: presenters of a programme, else cast; the director. */
function peopleSentences(kind: TitleKind, credits: Credits): Bilingual[] {
  const sentences: Bilingual[] = [];
  const { cast, directors, hosts } = credits;
  if (hosts.length > 0) {
    sentences.push([`تقديم ${arabicList(hosts)}.`, `Presented by ${englishList(hosts)}.`]);
    if (cast.length > 0)
      sentences.push([`ضيوف الحلقات: ${arabicList(cast)}.`, `Guests: ${englishList(cast)}.`]);
  } else if (cast.length > 0) {
    sentences.push(
      kind === 'programme'
        ? [`مع ${arabicList(cast)}.`, `With ${englishList(cast)}.`]
        : kind === 'cartoon'
          ? [`بأصوات ${arabicList(cast)}.`, `With the voices of ${englishList(cast)}.`]
          : [`بطولة ${arabicList(cast)}.`, `Starring ${englishList(cast)}.`],
    );
  }
  if (directors.length > 0)
    sentences.push([`إخراج ${arabicList(directors)}.`, `Directed by ${englishList(directors)}.`]);
  return sentences;
}

/**
 * A title's synopsis in Arabic and English: its name, what it is, a premise of its genre, its people
 * and the channel it airs on. The name makes it the title's own, since no two titles share one.
 */
export function synopsis(
  random: Random,
  about: { kind: TitleKind; title: Bilingual; genre: Genre; credits: Credits; channel?: Bilingual },
): Synopsis {
  const [kindArabic, kindEnglish] = KIND_NAMES[about.kind];
  const premises = PREMISES[about.genre.slug] ?? PREMISES.drama ?? [];
  const [premiseArabic, premiseEnglish] = random.pick(premises);
  const sentences: Bilingual[] = [
    [
      `«${vocalisedName(about.title[0])}» ${kindArabic}: ${premiseArabic}.`,
      `${about.title[1]}, a ${kindEnglish}: ${premiseEnglish}.`,
    ],
    ...peopleSentences(about.kind, about.credits),
  ];
  if (about.channel) sentences.push([`يعرض على ${about.channel[0]}.`, `On ${about.channel[1]}.`]);
  return {
    arabic: sentences.map(([arabic]) => arabic).join(' '),
    english: sentences.map(([, english]) => english).join(' '),
  };
}
