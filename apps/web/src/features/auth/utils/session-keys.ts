/** The session storage keys of spec §3 that the account screens use. */
export const SessionKey = {
  SelectedOfferId: 'selected-offer-id',
  UserPromoCode: 'user-promo-code',
  VerifyCode: 'verify-code',
  VerifyCodeMobile: 'verify-code-mobile',
  RegisterUserEmail: 'register-user-email',
  AccountSuccess: 'account-success',
} as const;
export type SessionKey = (typeof SessionKey)[keyof typeof SessionKey];
