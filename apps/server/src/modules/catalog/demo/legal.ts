import { ContentTypeId, LegalItemId } from '@sahra/contracts';
import type { CatalogBuilder } from './catalog-builder.js';

const PRIVACY = [
  'This Privacy Policy explains which personal data Sahra collects when you use our website and apps, why we collect it, and the choices you have.',
  'We collect the data you give us when you create an account (your name, e-mail address, mobile number and country), the data needed to take payments (handled by our payment provider; we never store your full card number), and data about how you use the service (what you watch, on which device, and for how long) so that we can resume playback, recommend programmes and enforce the limit of three simultaneous streams.',
  'We use your data to provide and improve the service, to send you verification codes and service messages, and — only if you agreed — marketing messages, which you can stop at any time from your account.',
  'We keep your data for as long as your account is open and for the periods the law requires afterwards. You may ask us for a copy of your data, to correct it, or to delete it, by contacting our support team.',
  'We share data only with the service providers that help us run the product (hosting, payments, messaging), under contracts that protect it, and with authorities where the law requires.',
];

const TERMS = [
  'These Terms and Conditions govern your use of Sahra. By creating an account or watching any content you agree to them.',
  'A subscription gives you a personal, non-transferable right to watch the content of your plan on up to three devices at the same time. Content availability may vary by country.',
  'Plans renew automatically at the end of each period unless you cancel before the renewal date; auto-renewal can be turned off in your account. A free trial converts into the paid plan unless cancelled before it ends. When you cancel, you keep access until the end of the period already paid.',
  'You may not copy, redistribute or publicly perform the content, circumvent its protection, or share your account outside your household.',
  'We may change these terms; we will tell you about material changes before they apply. These terms are governed by the laws of the Netherlands.',
];

/** The privacy (43812) and terms (43811) items the legal pages read. */
export function addLegalItems(builder: CatalogBuilder, createDate: Date) {
  for (const [id, arabic, english, paragraphs] of [
    [LegalItemId.Privacy, 'سياسة الخصوصية', 'Privacy Policy', PRIVACY],
    [LegalItemId.Terms, 'الشروط والأحكام', 'Terms and Conditions', TERMS],
  ] as const) {
    builder.addItem({
      id,
      type: ContentTypeId.Trailer,
      arabic,
      english,
      description: paragraphs.join('\n\n'),
      createDate,
      categories: [],
      images: [],
      metadata: [['displaytitle', english]],
    });
  }
}
