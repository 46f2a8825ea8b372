import { type CodeType, VERIFICATION_CODE_MINUTES } from '@sahra/contracts';

interface Text {
  subject: string;
  body: (code: string) => string;
}

const TEXTS: Record<'en' | 'ar', Record<CodeType, Text>> = {
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
      subject: 'رمز التحقق من صحراء',
      body: (code) =>
        `رمز التحقق الخاص بك في صحراء هو ${code}. تنتهي صلاحيته خلال ${VERIFICATION_CODE_MINUTES} دقيقة.`,
    },
    ResetPassword: {
      subject: 'إعادة تعيين كلمة المرور في صحراء',
      body: (code) =>
        `رمز إعادة تعيين كلمة المرور في صحراء هو ${code}. تنتهي صلاحيته خلال ${VERIFICATION_CODE_MINUTES} دقيقة. ` +
        'إذا لم تطلبه، تجاهل هذه الرسالة.',
    },
  },
};

export function codeMessage(codeType: CodeType, language: 'en' | 'ar', code: string) {
  const text = TEXTS[language][codeType];
  return { subject: text.subject, body: text.body(code) };
}
