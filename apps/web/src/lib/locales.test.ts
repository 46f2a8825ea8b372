import { expect, test } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

test('the Arabic resource file has every label of the English one', () => {
  expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
});

const featureLabels = import.meta.glob<object>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

/** A label's key without its plural form: Arabic has six (zero, one, two, few, many, other), English two. */
const labelsOf = (value: object) =>
  [...new Set(keysOf(value).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

test("each feature's Arabic labels have every label of its English ones", () => {
  const features = Object.keys(featureLabels).filter((file) => file.endsWith('/en.json'));
  expect(features.length).toBeGreaterThan(0);
  for (const english of features) {
    const arabic = featureLabels[english.replace(/en\.json$/, 'ar.json')];
    expect(arabic, english).toBeDefined();
    expect(labelsOf(arabic ?? {}), english).toEqual(labelsOf(featureLabels[english] ?? {}));
  }
});

test('the guest buttons and error texts are worded as the spec writes them', () => {
  expect(en.nav.startFreeTrial).toBe('Start Your Free Trial');
  expect(en.nav.login).toBe('Login');
  expect(en.nav.catchupGuides).toBe('Catchup Guides');
  expect(`${en.common.sorry} ${en.errors.pageNotFound}`).toBe("We're Sorry. Page not found.");
});

const allLabels = import.meta.glob<object>(
  ['../locales/*.json', '../features/*/locales/*.json', '../components/*/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

test('the brand has one spelling per language: Sahra in English, سهرة in Arabic', () => {
  const arabicFiles = Object.keys(allLabels).filter((file) => /(^|[/.])ar\.json$/.test(file));
  expect(arabicFiles.length).toBeGreaterThan(5);
  for (const file of arabicFiles) {
    const text = JSON.stringify(allLabels[file]);
    expect(text, file).not.toMatch(/Sahra|صحرا/);
  }
  expect(JSON.stringify(ar)).toContain('سهرة');
});
