/** What a billing e-mail tells, already looked up; amounts in minor units. */
export interface NoticeFacts {
  plan: string;
  amountMinor: number;
  currency: string;
  /** The day of the event (a receipt's date). */
  at: Date;
  /** The day that matters next: the renewal, the trial's end, the last day, the next retry. */
  until: Date;
  cardLast4: string | null;
  chargeId: string | null;
  /** Whether the member still watches (a failed payment before the retries ran out, a cancel with time left). */
  watching: boolean;
}

export const NOTICE_KINDS = [
  'purchase',
  'trial-started',
  'free-started',
  'renewal',
  'payment-failed',
  'trial-ending',
  'cancelled',
  'restarted',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

type Language = 'en' | 'ar';
export const mailLanguage = (language: string): Language => (language === 'ar' ? 'ar' : 'en');

const money = (facts: NoticeFacts, language: Language) =>
  new Intl.NumberFormat(language === 'ar' ? 'ar' : 'en-US', {
    style: 'currency',
    currency: facts.currency,
  }).format(facts.amountMinor / 100);

// dates in UTC: the same day on every instance, whatever its time zone
const day = (date: Date, language: Language) =>
  date.toLocaleDateString(language === 'ar' ? 'ar' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' });

interface Words {
  receipt: (f: NoticeFacts) => string;
  texts: Record<NoticeKind, (f: NoticeFacts) => { subject: string; body: string }>;
  signature: string;
}

function english(): Words {
  const l: Language = 'en';
  const card = (f: NoticeFacts) => (f.cardLast4 ? `the card ending ${f.cardLast4}` : 'your card');
  return {
    receipt: (f) =>
      [
        `Plan: ${f.plan}`,
        `Amount: ${money(f, l)}`,
        `Date: ${day(f.at, l)}`,
        ...(f.cardLast4 ? [`Card: •••• ${f.cardLast4}`] : []),
        ...(f.chargeId ? [`Charge ID: ${f.chargeId}`] : []),
      ].join('\n'),
    signature: 'Your account page shows your plan and every payment.\n\nSahra',
    texts: {
      purchase: (f) => ({
        subject: `Your Sahra receipt: ${f.plan}`,
        body: `Thank you for subscribing to Sahra. Here is your receipt.\n\n{receipt}\n\nYour plan renews on ${day(f.until, l)}. You can cancel at any time before then.`,
      }),
      'trial-started': (f) => ({
        subject: 'Your Sahra free trial has started',
        body: `Your free trial has started. Nothing was charged today.\n\nOn ${day(f.until, l)} we will charge ${money(f, l)} for ${f.plan} to ${card(f)}, unless you cancel before then.`,
      }),
      'free-started': (f) => ({
        subject: `Your Sahra promotion has started: ${f.plan}`,
        body: `Your promotion has started. Nothing was charged. You can watch until ${day(f.until, l)}.`,
      }),
      renewal: (f) => ({
        subject: `Your Sahra receipt: ${f.plan} renewed`,
        body: `Your subscription has been renewed. Here is your receipt.\n\n{receipt}\n\nThe next renewal is on ${day(f.until, l)}.`,
      }),
      'payment-failed': (f) => ({
        subject: 'We could not take your Sahra payment',
        body: f.watching
          ? `We could not charge ${money(f, l)} for ${f.plan} to ${card(f)}. We will try again on ${day(f.until, l)}; you can keep watching meanwhile. To keep your subscription, add another card on your account page.`
          : `We could not charge ${money(f, l)} for ${f.plan} to ${card(f)}, and watching is paused. Add another card on your account page to continue.`,
      }),
      'trial-ending': (f) => ({
        subject: 'Your Sahra free trial ends in 3 days',
        body: `Your free trial ends on ${day(f.until, l)}. Then we will charge ${money(f, l)} for ${f.plan} to ${card(f)}. To avoid the charge, cancel before then on your account page.`,
      }),
      cancelled: (f) => ({
        subject: 'Your Sahra subscription is cancelled',
        body: f.watching
          ? `Your ${f.plan} subscription is cancelled and nothing more will be charged. You can watch until ${day(f.until, l)}. Changed your mind? Choose "Restart my subscription" on your account page before then.`
          : `Your ${f.plan} subscription is cancelled and has ended. Nothing more will be charged.`,
      }),
      restarted: (f) => ({
        subject: 'Your Sahra subscription is back on',
        body: `Your ${f.plan} subscription continues. On ${day(f.until, l)} we will charge ${money(f, l)} to ${card(f)}.`,
      }),
    },
  };
}

function arabic(): Words {
  const l: Language = 'ar';
  const card = (f: NoticeFacts) => (f.cardLast4 ? `البطاقة المنتهية بـ ${f.cardLast4}` : 'بطاقتك');
  return {
    receipt: (f) =>
      [
        `الباقة: ${f.plan}`,
        `المبلغ: ${money(f, l)}`,
        `التاريخ: ${day(f.at, l)}`,
        ...(f.cardLast4 ? [`البطاقة: •••• ${f.cardLast4}`] : []),
        ...(f.chargeId ? [`رقم العملية: ${f.chargeId}`] : []),
      ].join('\n'),
    signature: 'تعرض صفحة حسابك باقتك وكل دفعة.\n\nسهرة',
    texts: {
      purchase: (f) => ({
        subject: `إيصال اشتراكك في سهرة: ${f.plan}`,
        body: `شكرًا لاشتراكك في سهرة. هذا إيصالك.\n\n{receipt}\n\nتتجدد باقتك في ${day(f.until, l)}. يمكنك الإلغاء في أي وقت قبل ذلك.`,
      }),
      'trial-started': (f) => ({
        subject: 'بدأت تجربتك المجانية في سهرة',
        body: `بدأت تجربتك المجانية. لم نخصم أي مبلغ اليوم.\n\nفي ${day(f.until, l)} سنخصم ${money(f, l)} مقابل ${f.plan} من ${card(f)}، إلا إذا ألغيت قبل ذلك.`,
      }),
      'free-started': (f) => ({
        subject: `بدأ عرضك في سهرة: ${f.plan}`,
        body: `بدأ عرضك. لم نخصم أي مبلغ. يمكنك المشاهدة حتى ${day(f.until, l)}.`,
      }),
      renewal: (f) => ({
        subject: `إيصال تجديد اشتراكك في سهرة: ${f.plan}`,
        body: `تم تجديد اشتراكك. هذا إيصالك.\n\n{receipt}\n\nالتجديد التالي في ${day(f.until, l)}.`,
      }),
      'payment-failed': (f) => ({
        subject: 'تعذر إتمام الدفع في سهرة',
        body: f.watching
          ? `تعذر خصم ${money(f, l)} مقابل ${f.plan} من ${card(f)}. سنحاول مرة أخرى في ${day(f.until, l)}، ويمكنك متابعة المشاهدة حتى ذلك الحين. للإبقاء على اشتراكك أضف بطاقة أخرى من صفحة حسابك.`
          : `تعذر خصم ${money(f, l)} مقابل ${f.plan} من ${card(f)}، وتوقفت المشاهدة. أضف بطاقة أخرى من صفحة حسابك للمتابعة.`,
      }),
      'trial-ending': (f) => ({
        subject: 'تنتهي تجربتك المجانية في سهرة بعد 3 أيام',
        body: `تنتهي تجربتك المجانية في ${day(f.until, l)}. بعدها سنخصم ${money(f, l)} مقابل ${f.plan} من ${card(f)}. لتجنب الخصم ألغِ قبل ذلك من صفحة حسابك.`,
      }),
      cancelled: (f) => ({
        subject: 'تم إلغاء اشتراكك في سهرة',
        body: f.watching
          ? `تم إلغاء اشتراكك في ${f.plan} ولن نخصم أي مبلغ آخر. يمكنك المشاهدة حتى ${day(f.until, l)}. غيّرت رأيك؟ اختر "إعادة تفعيل اشتراكي" من صفحة حسابك قبل ذلك.`
          : `تم إلغاء اشتراكك في ${f.plan} وانتهى. لن نخصم أي مبلغ آخر.`,
      }),
      restarted: (f) => ({
        subject: 'عاد اشتراكك في سهرة',
        body: `يستمر اشتراكك في ${f.plan}. في ${day(f.until, l)} سنخصم ${money(f, l)} من ${card(f)}.`,
      }),
    },
  };
}

const WORDS: Record<Language, Words> = { en: english(), ar: arabic() };

/** The subject and body of a billing e-mail in the member's language (English unless it is Arabic). */
export function noticeText(kind: NoticeKind, language: string, facts: NoticeFacts) {
  const words = WORDS[mailLanguage(language)];
  const { subject, body } = words.texts[kind](facts);
  return { subject, body: `${body.replace('{receipt}', words.receipt(facts))}\n\n${words.signature}` };
}
