import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readCountryCode } from '../../../lib/expiring-storage';
import { authLabels } from '../locales/index';
import { looksLikePhone, replaceDiallingPrefix, withDiallingPrefix } from '../utils/identifier';
import styles from './auth-form.module.css';
import { describedBy, FieldFrame } from './form-fields';

// libphonenumber's country data is large: fetched only once the visitor types a number
const loadCountries = () => import('./country-select');
const CountrySelect = lazy(async () => ({ default: (await loadCountries()).CountrySelect }));

/** When neither the visitor's country nor anything else is known: the server's default country. */
export const FALLBACK_COUNTRY = 'NL';

interface IdentifierFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

/**
 * The e-mail-or-mobile field of login and forgot password (spec §5): text with no letter and no @
 * switches to phone input, with a country whose dialling prefix a single leading digit gets.
 */
export function IdentifierField<T extends FieldValues>({ control, name }: IdentifierFieldProps<T>) {
  const { t } = useTranslation(authLabels);
  const id = useId();
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange: setValue, onBlur },
    fieldState,
  } = useController({ control, name });
  const [country, setCountry] = useState(() => readCountryCode() ?? FALLBACK_COUNTRY);
  const value = String(fieldValue ?? '');
  const phone = looksLikePhone(value);
  const error = fieldState.error?.message;
  const typed = useRef(value);

  const onChange = async (text: string) => {
    typed.current = text;
    setValue(text);
    if (!/^\d$/.test(text)) return;
    const { callingCode } = await loadCountries();
    // the digits typed while the country data loaded follow the prefix
    const now = typed.current;
    if (now.startsWith(text) && looksLikePhone(now)) {
      setValue(`${withDiallingPrefix(text, callingCode(country))}${now.slice(1)}`);
    }
  };
  const onCountryChange = async (next: string) => {
    const { callingCode } = await loadCountries();
    setValue(replaceDiallingPrefix(value, callingCode(country), callingCode(next)));
    setCountry(next);
  };

  return (
    <FieldFrame id={id} label={t('fields.emailOrMobile')} error={error}>
      <div className={styles.inputRow} data-phone={phone}>
        {phone && (
          <Suspense fallback={null}>
            <CountrySelect
              aria-label={t('fields.country')}
              value={country}
              onChange={(event) => void onCountryChange(event.target.value)}
            />
          </Suspense>
        )}
        <input
          id={id}
          ref={ref}
          name={fieldName}
          className={styles.input}
          type={phone ? 'tel' : 'text'}
          inputMode={phone ? 'tel' : 'email'}
          autoComplete="username"
          value={value}
          onChange={(event) => void onChange(event.target.value)}
          onBlur={onBlur}
          // the country data is fetched as the visitor starts, so the first digit gets its prefix at once
          onFocus={() => void loadCountries()}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(id, error)}
        />
      </div>
    </FieldFrame>
  );
}
