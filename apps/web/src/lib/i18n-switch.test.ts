import i18next from 'i18next';
import { expect, test, vi } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { changeLanguage, initI18n } from './i18n';

// i18next is one instance per page, so this file plays one visit: it starts in English.
const html = { lang: '', dir: '' };
const page = { documentElement: html, cookie: '' };
vi.stubGlobal('document', page);

test('an English visitor who switches to Arabic gets every Arabic label, right to left, remembered', async () => {
  await initI18n('en');
  expect(i18next.t('nav.login')).toBe(en.nav.login);
  expect(html).toEqual({ lang: 'en', dir: 'ltr' });

  // the Arabic labels are not bundled: the switch fetches them first
  expect(i18next.hasResourceBundle('ar', 'translation')).toBe(false);
  await changeLanguage('ar');
  expect(i18next.t('nav.login')).toBe(ar.nav.login);
  expect(html).toEqual({ lang: 'ar', dir: 'rtl' });
  // remembered where the server reads it too, so the next visit's first HTML is Arabic
  expect(page.cookie).toContain('language=ar');
});
