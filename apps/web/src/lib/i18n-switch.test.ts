import i18next from 'i18next';
import { expect, test, vi } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { changeLanguage, initI18n, LANGUAGE_STORAGE_KEY } from './i18n';

// i18next is one instance per page, so this file plays one visit: it starts in English.
const html = { lang: '', dir: '' };
const storage = new Map<string, string>();
vi.stubGlobal('document', { documentElement: html });
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
});

test('an English visitor who switches to Arabic gets every Arabic label, right to left, remembered', async () => {
  await initI18n('en');
  expect(i18next.t('nav.login')).toBe(en.nav.login);
  expect(html).toEqual({ lang: 'en', dir: 'ltr' });

  // the Arabic labels are not bundled: the switch fetches them first
  expect(i18next.hasResourceBundle('ar', 'translation')).toBe(false);
  await changeLanguage('ar');
  expect(i18next.t('nav.login')).toBe(ar.nav.login);
  expect(html).toEqual({ lang: 'ar', dir: 'rtl' });
  expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('ar');
});
