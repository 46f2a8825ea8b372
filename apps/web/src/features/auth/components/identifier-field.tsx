import { lazy, Suspense, useEffect, useEffectEvent, useId, useLayoutEffect, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readCountryCode } from '../../../lib/expiring-storage';
import { authLabels } from '../locales/index';
import { looksLikePhone, replaceDiallingPrefix, withDiallingPrefix } from '../utils/identifier';
import styles from './auth-form.module.css';
import { describedBy, FieldFrame } from './form-fields';

// libphonenumber's country data is large: a chunk of its own, fetched after the form has shown
const loadCountries = () => import('./country-select');
type CountryData = Awaited<ReturnType<typeof loadCountries>>;
const CountrySelect = lazy(async () => ({ default: (await loadCountries()).CountrySelect }));

/** When neither the visitor's country nor anything else is known: the server's default country. */
export const FALLBACK_COUNTRY = 'NL';

interface IdentifierFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

/**
 * The e-mail-or-mobile field of login and forgot password (docs/behaviour/accounts.md#validation): text with no letter and no @
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

  // fetched as the form shows, so that the first digit typed gets its prefix at once
  const [countries, setCountries] = useState<CountryData | null>(null);
  useEffect(() => {
    let current = true;
    void loadCountries().then((data) => current && setCountries(data));
    return () => {
      current = false;
    };
  }, []);

  // Digits typed before the list came (or before the page was ready) get their prefix in the commit
  // that brings it. Done from the promise, a keystroke still handled against the old text could
  // overwrite the prefixed number; a layout effect runs before the next keystroke is read.
  const prefixEarlyDigits = useEffectEvent((data: CountryData) => {
    const international = withDiallingPrefix(value, data.callingCode(country));
    if (international !== value) setValue(international);
  });
  useLayoutEffect(() => {
    if (countries) prefixEarlyDigits(countries);
  }, [countries]);

  // only digits arriving in an empty field are a national number: a + taken away later stays away
  const onChange = (text: string) => {
    setValue(countries && value === '' ? withDiallingPrefix(text, countries.callingCode(country)) : text);
  };
  const onCountryChange = (next: string) => {
    if (countries)
      setValue(replaceDiallingPrefix(value, countries.callingCode(country), countries.callingCode(next)));
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
              onChange={(event) => onCountryChange(event.target.value)}
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
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(id, error)}
        />
      </div>
    </FieldFrame>
  );
}
