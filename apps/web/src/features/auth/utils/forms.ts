import {
  changePasswordSchema,
  emailLoginSchema,
  MembershipMessage,
  NEW_PASSWORD_MIN_LENGTH,
  registrationSchema,
  verifyAccountSchema,
} from '@sahra/contracts';
import { z } from 'zod';

// The fields' rules and messages are the wire schemas' own (packages/contracts), so the client refuses
// exactly what the server would, with the docs/behaviour/accounts.md#validation messages.
export const emailField = registrationSchema.shape.email;
/** docs/behaviour/accounts.md#validation password (generic): required, at least 6. */
export const passwordField = emailLoginSchema.shape.password;
/** docs/behaviour/accounts.md#validation e-mail-or-mobile: an address when it has an @, else a number. */
export const identifierField = verifyAccountSchema.shape.belongTo;
/** docs/behaviour/accounts.md#validation code: 6 characters, uppercased. */
export const codeField = verifyAccountSchema.shape.code;
const requiredField = changePasswordSchema.shape.currentPassword;
/** A new password: the server takes no fewer than 8 characters. */
const newPasswordField = requiredField.pipe(
  z.string().min(NEW_PASSWORD_MIN_LENGTH, MembershipMessage.NewPasswordTooShort),
);

export const loginFormSchema = z.object({
  identifier: identifierField,
  password: passwordField,
  rememberMe: z.boolean(),
});
export type LoginFormInput = z.input<typeof loginFormSchema>;

export const forgotRequestFormSchema = z.object({ identifier: identifierField });
export type ForgotRequestFormInput = z.input<typeof forgotRequestFormSchema>;

/** docs/behaviour/accounts.md#validation reset password: both required and matching; reset code 6 characters. */
export const resetPasswordFormSchema = z
  .object({ code: codeField, password: newPasswordField, confirmPassword: requiredField })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MembershipMessage.PasswordsDontMatch,
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/**
 * docs/behaviour/accounts.md#validation change password: each field required; a mismatch is shown on both new fields, once the repeat
 * has been typed (until then the repeat is only required).
 */
export const changePasswordFormSchema = z
  .object({ currentPassword: requiredField, password: newPasswordField, confirmPassword: requiredField })
  .superRefine((form, context) => {
    if (form.confirmPassword === '' || form.password === form.confirmPassword) return;
    for (const path of ['password', 'confirmPassword']) {
      context.addIssue({ code: 'custom', path: [path], message: MembershipMessage.PasswordsDontMatch });
    }
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

export const verifyCodeFormSchema = z.object({ code: codeField });
export type VerifyCodeFormInput = z.input<typeof verifyCodeFormSchema>;

/** The label key of a docs/behaviour/accounts.md#validation or server message (MembershipMessage), so it can be shown translated. */
export function messageKey(message: string): keyof typeof MembershipMessage | undefined {
  const entry = Object.entries(MembershipMessage).find(([, text]) => text === message);
  return entry?.[0] as keyof typeof MembershipMessage | undefined;
}
