import Negotiator from 'negotiator';
import { type CodeType, Language, VERIFICATION_CODE_MINUTES } from '@sahra/contracts';

interface Text {
  subject: string;
  body: (code: string) => string;
}

// the product's name is Sahra in English and سهرة (an evening together) in Arabic, as in the web app
const TEXTS: Record<Language, Record<CodeType, Text>> = {
  en: {
    Account: {
      subject: 'Your Sahra verification code',
      body: (code) =>
        `Your Sahra verification code is ${code}. It expires in ${VERIFICATION_CODE_MINUTES} minutes.`,
    },
    ResetPassword: {
      subject: 'Reset your Sahra password',
      body: (code) =>
        `Your code to reset your Sahra password is ${code}. It expires in ${VERIFICATION_CODE_MINUTES} minutes. ` +
        'If you did not ask for it, ignore this message.',
    },
  },
  ar: {
    Account: {
      subject: 'رمز التحقق من سهرة',
      body: (code) =>
        `رمز التحقق الخاص بك في سهرة هو ${code}. تنتهي صلاحيته خلال ${VERIFICATION_CODE_MINUTES} دقيقة.`,
    },
    ResetPassword: {
      subject: 'إعادة تعيين كلمة المرور في سهرة',
      body: (code) =>
        `رمز إعادة تعيين كلمة المرور في سهرة هو ${code}. تنتهي صلاحيته خلال ${VERIFICATION_CODE_MINUTES} دقيقة. ` +
        'إذا لم تطلبه، تجاهل هذه الرسالة.',
    },
  },
};

export function codeMessage(codeType: CodeType, language: Language, code: string) {
  const text = TEXTS[language][codeType];
  return { subject: text.subject, body: text.body(code) };
}

const LANGUAGES: readonly string[] = Object.values(Language);
const isLanguage = (value: string): value is Language => LANGUAGES.includes(value);

/** The stored language of an account, when it is one the messages are written in. */
export const knownLanguage = (value: string): Language | undefined => (isLanguage(value) ? value : undefined);

/**
 * The first language of an Accept-Language header that the messages are written in, by the
 * header's q-values (`ar-EG,ar;q=0.9,en;q=0.8` → ar); English when it names none of them.
 */
export function acceptedLanguage(header: string | undefined): Language {
  // the same parser as the pages' language (web/page-language.ts), so both read one header alike
  const ranked = new Negotiator({ headers: { 'accept-language': header ?? '' } }).languages();
  const primaries = ranked.map((tag) => tag.split('-')[0]?.toLowerCase() ?? '');
  return primaries.map(knownLanguage).find((language) => language) ?? Language.English;
}
