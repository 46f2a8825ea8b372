import { MembershipMessage, NEW_PASSWORD_MIN_LENGTH } from '@sahra/contracts';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
import { emailField, passwordField } from './forms';
import { splitFullName } from './full-name';

/**
 * docs/behaviour/accounts.md#validation registration: name and surname in one field (its message is the server's), e-mail, password and repeat (at least 8 and
 * matching), a number valid for the chosen country (libphonenumber), terms agreed, marketing optional.
 */
export const registerFormSchema = z
  .object({
    fullName: z.string().refine((text) => splitFullName(text).surname !== '', MembershipMessage.NameRequired),
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().min(NEW_PASSWORD_MIN_LENGTH, MembershipMessage.NewPasswordTooShort),
    country: z.string(),
    mobile: z.string(),
    termsAndConditions: z.boolean().refine(Boolean, MembershipMessage.TermsNotAgreed),
    marketing: z.boolean(),
  })
  .superRefine((form, context) => {
    if (form.password !== form.confirmPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: MembershipMessage.PasswordsNotMatching,
      });
    }
    if (!isValidPhoneNumber(form.mobile, form.country as CountryCode)) {
      context.addIssue({ code: 'custom', path: ['mobile'], message: MembershipMessage.InvalidNumber });
    }
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;
