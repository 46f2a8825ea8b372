import i18next from 'i18next';
import { expect, test, vi } from 'vitest';
import footerAr from '../components/layout/locales/ar.json';
import footerEn from '../components/layout/locales/en.json';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { changeLanguage, initI18n, registerLabels } from './i18n';

// i18next is one instance per page, so this file plays one visit: a returning Arabic visitor's.
const html = { lang: '', dir: '' };
vi.stubGlobal('document', { documentElement: html });
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });

test("an Arabic visitor's labels are all there once i18next has started, and English is one switch away", async () => {
  const started = initI18n('ar');
  // a screen whose code arrives while the Arabic labels load registers its labels meanwhile
  registerLabels('footer', { en: footerEn, ar: footerAr });
  await started;
  expect(i18next.t('nav.login')).toBe(ar.nav.login);
  expect(i18next.t('tagline', { ns: 'footer' })).toBe(footerAr.tagline);
  expect(html).toEqual({ lang: 'ar', dir: 'rtl' });

  await changeLanguage('en');
  expect(i18next.t('nav.login')).toBe(en.nav.login);
  expect(i18next.t('tagline', { ns: 'footer' })).toBe(footerEn.tagline);
  expect(html).toEqual({ lang: 'en', dir: 'ltr' });
});
