import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth-form.module.css';

export function callingCode(country: string): string {
  return getCountryCallingCode(country as CountryCode);
}

/** Every country libphonenumber knows, named in the reader's language and sorted by that name. */
function useCountryOptions() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return getCountries()
      .map((country) => ({
        country,
        label: `${names.of(country) ?? country} (+${getCountryCallingCode(country)})`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [i18n.language]);
}

/** The country of a phone number, whose dialling prefix the number takes (docs/behaviour/accounts.md#validation, register and login). */
export function CountrySelect(props: Omit<ComponentProps<'select'>, 'children'>) {
  const options = useCountryOptions();
  return (
    <select className={`${styles.input} ${styles.country}`} {...props}>
      {options.map(({ country, label }) => (
        <option key={country} value={country}>
          {label}
        </option>
      ))}
    </select>
  );
}
