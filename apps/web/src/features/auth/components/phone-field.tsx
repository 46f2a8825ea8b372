import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { authLabels } from '../locales/index';
import styles from './auth-form.module.css';
import { CountrySelect } from './country-select';
import { describedBy, FieldFrame } from './form-fields';

interface PhoneFieldProps {
  country: ComponentProps<'select'>;
  mobile: ComponentProps<'input'>;
  error?: string | undefined;
}

/** The register page's phone: a country picker and the number, checked by libphonenumber (docs/behaviour/accounts.md#validation). */
export function PhoneField({ country, mobile, error }: PhoneFieldProps) {
  const { t } = useTranslation(authLabels);
  const id = useId();
  return (
    <FieldFrame id={id} label={t('fields.mobile')} error={error}>
      <div className={styles.inputRow}>
        <CountrySelect aria-label={t('fields.country')} autoComplete="country" {...country} />
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className={styles.input}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(id, error)}
          {...mobile}
        />
      </div>
    </FieldFrame>
  );
}
