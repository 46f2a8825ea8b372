import { useTranslation } from 'react-i18next';
import { changeLanguage, DEFAULT_LANGUAGE, isLanguage, type Language } from '../../lib/i18n';
import { GlobeIcon } from '../ui/icons';
import styles from './language-switch.module.css';

/** English ↔ Arabic: the other language is offered, named in its own script so its readers recognise it. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const other: Language = current === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={className ? `${styles.switch} ${className}` : styles.switch}
      lang={other}
      onClick={() => void changeLanguage(other)}
    >
      <GlobeIcon />
      <span>{t(`language.${other}`)}</span>
      <span className="visually-hidden" lang={current}>
        {` (${t('language.label')})`}
      </span>
    </button>
  );
}
