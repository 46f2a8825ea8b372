import { z } from 'zod';
import { plainText } from './plain-text.js';
import { productSchema } from './product.js';

/** Validation messages of docs/behaviour/accounts.md#validation, word for word: the web app shows the server's message. */
export const MembershipMessage = {
  InvalidEmail: 'Invalid email address',
  PasswordTooShort: 'Password must be at least 6 characters',
  NewPasswordTooShort: 'Password must be at least 8 characters',
  NameRequired: 'Name is required',
  PasswordsNotMatching: 'Passwords are not matching!',
  TermsNotAgreed: 'You need to agree to the terms and conditions',
  InvalidEmailOrMobile: 'Invalid email address or mobile number',
  InvalidNumber: 'Number is not valid',
  MobileNotAvailable: 'Phone number is not available, please try with another.',
  EmailNotAvailable: 'Email address is not available, please try with another.',
  PasswordsDontMatch: "Passwords don't match",
  InvalidCode: 'Please Enter A Valid Code',
  Required: 'Required',
  InvalidCredentials: 'Please enter a valid username and/or password',
  CurrentPasswordIncorrect: 'The current password is incorrect',
  AlreadyVerified: 'This account is already verified',
  CodeExpired: 'The code has expired, please request a new one',
  CodeLocked: 'Too many wrong codes, please request a new one',
  SignInRequired: 'Please sign in again',
  ApiKeyRequired: 'The apiKey parameter is required',
  ApiKeyInvalid: 'The apiKey parameter is not valid',
  TooManyRequests: 'Too many attempts, please try again later',
  BotCheckRequired: 'Please confirm that you are not a robot',
  BotCheckFailed: 'The robot check failed, please try again',
  BotCheckUnavailable: 'The robot check is not available, please try again shortly',
} as const;

/** Error codes of docs/behaviour/accounts.md#messages (numeric, the spec's own) and of this server (named). */
export const MembershipErrorCode = {
  InvalidCredentials: 102503,
  CurrentPasswordIncorrect: 'CurrentPasswordIncorrect',
  AlreadyVerified: 109303,
  EmailNotAvailable: 'EmailNotAvailable',
  MobileNotAvailable: 'MobileNotAvailable',
  InvalidCode: 'InvalidCode',
  CodeExpired: 'CodeExpired',
  CodeLocked: 'CodeLocked',
  SignInRequired: 'SignInRequired',
  ApiKeyRequired: 'ApiKeyRequired',
  ApiKeyInvalid: 'ApiKeyInvalid',
  TooManyRequests: 'TooManyRequests',
  BotCheckRequired: 'BotCheckRequired',
  BotCheckFailed: 'BotCheckFailed',
  BotCheckUnavailable: 'BotCheckUnavailable',
} as const;

/** Cookie names of docs/behaviour/accounts.md#cookies-and-storage. */
export const AuthCookie = {
  Token: 'er-auth-token',
  RememberToken: 'er-auth-remember-token',
  SessionId: 'er-auth-session-id',
  CrmLoginToken: 'er-auth-crm-login-token',
  AnonymousToken: 'unauthorized-ues-token',
  AnonymousId: 'unauthorized-ues-id',
} as const;

/** Request and response header names of docs/behaviour/accounts.md#calls. */
export const AuthHeader = {
  Token: 'token',
  Remember: 'remember',
  LoginToken: 'ues',
  LoginTokenId: 'id',
} as const;

export const VERIFICATION_CODE_LENGTH = 6;
/** Not in the spec: long enough to read an e-mail or SMS, short enough to make guessing pointless. */
export const VERIFICATION_CODE_MINUTES = 15;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const PASSWORD_MIN_LENGTH = 6;
export const NEW_PASSWORD_MIN_LENGTH = 8;

export const CodeType = { Account: 'Account', ResetPassword: 'ResetPassword' } as const;
export type CodeType = (typeof CodeType)[keyof typeof CodeType];
export const CodeMethod = { Email: 'Email', Sms: 'Sms' } as const;
export type CodeMethod = (typeof CodeMethod)[keyof typeof CodeMethod];
export const Language = { English: 'en', Arabic: 'ar' } as const;
export type Language = (typeof Language)[keyof typeof Language];

const email = z.string().trim().toLowerCase().pipe(z.email(MembershipMessage.InvalidEmail));
/** Digits with an optional leading + (00 counts as +); spaces, dashes and brackets are ignored. */
const mobile = z
  .string()
  .transform((raw) => raw.replace(/[\s\-()]/g, '').replace(/^00/, '+'))
  .pipe(z.string().regex(/^\+?[1-9]\d{6,14}$/, MembershipMessage.InvalidNumber))
  .transform((digits) => (digits.startsWith('+') ? digits : `+${digits}`));
const password = z.string().min(PASSWORD_MIN_LENGTH, MembershipMessage.PasswordTooShort).max(256);
const newPassword = z.string().min(NEW_PASSWORD_MIN_LENGTH, MembershipMessage.NewPasswordTooShort).max(256);
const required = z.string().min(1, MembershipMessage.Required).max(256);
const code = z.string().trim().toUpperCase().length(VERIFICATION_CODE_LENGTH, MembershipMessage.InvalidCode);
/** The e-mail address or mobile number a code or account belongs to; only addresses have an @. */
export const belongToSchema = z.string().transform((raw, context) => {
  const parsed = (raw.includes('@') ? email : mobile).safeParse(raw);
  if (parsed.success) return parsed.data;
  context.addIssue({ code: 'custom', message: MembershipMessage.InvalidEmailOrMobile });
  return z.NEVER;
});
const deviceId = plainText(1, 128).optional();

export const registrationSchema = z.object({
  name: plainText(1, 100, MembershipMessage.NameRequired),
  surname: plainText(1, 100, MembershipMessage.NameRequired),
  email,
  mobile,
  password: newPassword,
  termsAndConditions: z.literal(true, { message: MembershipMessage.TermsNotAgreed }),
  CountryIsoCode: z.string().regex(/^[A-Za-z]{2}$/),
  // the language of the account's messages; without it, the browser's (Accept-Language)
  language: z.enum(Language).optional(),
  marketingOptions: z
    .object({ SourceInfo: plainText(0, 200).optional(), Source: z.number(), AllowAll: z.boolean() })
    .optional(),
});
export type Registration = z.output<typeof registrationSchema>;

export const emailLoginSchema = z.object({
  email,
  password,
  deviceId,
  rememberMe: z.boolean().default(false),
});
export const mobileLoginSchema = z.object({
  mobile,
  password,
  deviceId,
  rememberMe: z.boolean().default(false),
});

export const mobileExistsQuerySchema = z.object({ mobile });
/** Whether an account has this mobile number. */
export const mobileExistsResultSchema = z.boolean();

export const sendVerificationSchema = z
  .object({
    codeType: z.enum(CodeType),
    email: email.optional(),
    mobile: mobile.optional(),
    method: z.enum(CodeMethod),
    // without it the message is in the account's language
    language: z.enum(Language).optional(),
    // sent by the original client; the address alone decides where the code goes
    userId: z.union([z.number(), z.string()]).optional(),
  })
  .refine((body) => (body.method === 'Email' ? body.email : body.mobile) !== undefined, {
    message: MembershipMessage.InvalidEmailOrMobile,
  });
export const sendVerificationResultSchema = z.object({ Expires: z.number().int() });

/** `expire` echoes the Expires the client was given; the server keeps its own expiry. */
export const verifyAccountSchema = z.object({
  belongTo: belongToSchema,
  code,
  expire: z.number().optional(),
  Type: z.literal(CodeType.Account),
});

/**
 * VerifyCode (docs/behaviour/accounts.md#calls; the payload is this project's): checks a code without using it up. `Type` says which code,
 * by default the forgot-password one, whose screen checks the code before asking for a new password.
 */
export const verifyCodeSchema = z.object({
  belongTo: belongToSchema,
  code,
  expire: z.number().optional(),
  Type: z.enum(CodeType).default(CodeType.ResetPassword),
});

export const resetPasswordSchema = z
  .object({
    Code: code,
    Password: newPassword,
    ConfirmPassword: z.string(),
    Expire: z.number().optional(),
    BelongTo: belongToSchema,
  })
  .refine((body) => body.Password === body.ConfirmPassword, {
    message: MembershipMessage.PasswordsDontMatch,
  });

export const changePasswordSchema = z
  .object({
    // sent by the original client; the token alone decides whose password changes
    userId: z.union([z.number(), z.string()]).optional(),
    currentPassword: required,
    password: newPassword,
    confirmPassword: required,
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: MembershipMessage.PasswordsDontMatch,
  });

export const VISITOR_ID_MAX_LENGTH = 64;
export const VISITOR_ID_MESSAGE = `The visitor id must be 1 to ${VISITOR_ID_MAX_LENGTH} ASCII letters, digits or signs`;
/**
 * A visitor's anonymous id (docs/behaviour/lists.md#login-token): it goes back out in the `id` header and
 * a cookie, where only ASCII travels, and is stored, so it is short.
 */
export const visitorIdSchema = z
  .string()
  .regex(new RegExp(`^[\\x21-\\x7E]{1,${VISITOR_ID_MAX_LENGTH}}$`, 'u'), VISITOR_ID_MESSAGE);
export const loginTokenQuerySchema = z.object({ id: visitorIdSchema.optional() });
export const loginTokenResultSchema = z.object({ success: z.boolean() });

export const userSchema = z.object({
  Id: z.number().int(),
  Email: z.string(),
  EmailVerified: z.boolean(),
  Mobile: z.object({ Number: z.string() }),
  MobileVerified: z.boolean(),
  Name: z.string(),
  Surname: z.string(),
  TrialUsedAt: z.string().nullable(),
  ExternalIds: z.array(z.object({ Type: z.string(), Value: z.string() })),
});
export type User = z.infer<typeof userSchema>;

/** Answer of login, register, remember-me and account details (docs/behaviour/accounts.md#session). */
export const accountDetailsSchema = z.object({
  User: userSchema,
  Products: z.array(productSchema),
  SessionId: z.string(),
  DeviceId: z.string(),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;
