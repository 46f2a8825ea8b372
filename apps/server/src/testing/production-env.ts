/**
 * Every setting production requires, with values of the operator's own (none a published demo value),
 * but the database: the tests add a PostgreSQL URL, real or not, or EMBEDDED_DATABASE.
 */
export const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  API_KEY: 'a-secret-api-key-of-our-own',
  MEDIA_LINK_SECRET: 'a-secret-media-link-key-of-our-own',
  // never dialled: no test sends mail on these settings
  SMTP_URL: 'smtps://mailer:password@mail.invalid:465',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'twilio-test-auth-token',
  TWILIO_FROM: '+15005550006',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_a-key-of-our-own',
} as const;
