import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from '../ui/brand-icons';

/**
 * The company details the footer shows (docs/behaviour/product.md#footer: a Netherlands head office and an Australian office,
 * phone lines for Canada and Australia, social links). Fictional: the phone numbers are in the ranges
 * reserved for fiction (North America 555-01xx, Australia 02 5550 xxxx). The postal lines stay as the
 * post reads them; the country is named in the page's language.
 */
export const OFFICES = [
  {
    labelKey: 'headOffice',
    lines: ['Sahra Media B.V.', 'Oostelijke Handelskade 1043', '1019 BW Amsterdam'],
    countryKey: 'netherlands',
  },
  {
    labelKey: 'australianOffice',
    lines: ['Sahra Media Australia Pty Ltd', 'Level 9, 85 Harbourline Street', 'Sydney NSW 2000'],
    countryKey: 'australia',
  },
] as const;

export const PHONE_LINES = [
  { labelKey: 'phoneCanada', display: '+1 647 555 0142', tel: '+16475550142' },
  { labelKey: 'phoneAustralia', display: '+61 2 5550 4821', tel: '+61255504821' },
] as const;

export const SUPPORT_EMAIL = 'support@sahra.tv';

export interface SocialLink {
  network: string;
  href: string;
  Icon: ComponentType<{ size?: number }>;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/sahra.tv', Icon: FacebookIcon },
  { network: 'Instagram', href: 'https://www.instagram.com/sahra.tv', Icon: InstagramIcon },
  { network: 'X', href: 'https://x.com/sahra_tv', Icon: XIcon },
  { network: 'YouTube', href: 'https://www.youtube.com/@sahratv', Icon: YouTubeIcon },
];
