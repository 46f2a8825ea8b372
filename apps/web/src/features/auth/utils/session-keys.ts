/** The session storage keys of docs/behaviour/accounts.md#cookies-and-storage that the account screens use. */
export const SessionKey = {
  SelectedOfferId: 'selected-offer-id',
  UserPromoCode: 'user-promo-code',
  VerifyCode: 'verify-code',
  VerifyCodeMobile: 'verify-code-mobile',
  RegisterUserEmail: 'register-user-email',
  AccountSuccess: 'account-success',
} as const;
export type SessionKey = (typeof SessionKey)[keyof typeof SessionKey];
