import type { LabelTypes } from './i18n-resources';

// Makes t('…') keys type-checked against the English resource files of each namespace.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: LabelTypes;
  }
}
