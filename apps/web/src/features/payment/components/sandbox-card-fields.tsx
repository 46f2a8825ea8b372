import { useId, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentLabels } from '../locales/index';
import { tokeniseSandboxCard } from '../utils/sandbox-tokeniser';
import type { CardFieldsProps } from './card-provider';
import styles from './payment.module.css';

/**
 * The sandbox provider's card fields. They have no `name` and sit outside any form that posts: their values
 * are read only by the tokeniser at the moment of paying, and only its payment-method id is sent.
 */
export function SandboxCardFields({ ref }: CardFieldsProps) {
  const { t } = useTranslation(paymentLabels);
  const id = useId();
  const number = useRef<HTMLInputElement>(null);
  const expiry = useRef<HTMLInputElement>(null);
  const cvc = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({
    createPaymentMethod: () =>
      Promise.resolve().then(() =>
        tokeniseSandboxCard({
          number: number.current?.value ?? '',
          expiry: expiry.current?.value ?? '',
          cvc: cvc.current?.value ?? '',
        }),
      ),
  }));
  return (
    <fieldset className={styles.card} data-testid="card-fields">
      <legend className={styles.label}>{t('subscribe.card')}</legend>
      <label className={styles.visuallyHidden} htmlFor={`${id}-number`}>
        {t('subscribe.cardNumber')}
      </label>
      <input
        id={`${id}-number`}
        ref={number}
        className={styles.input}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={t('subscribe.cardNumber')}
        dir="ltr"
      />
      <div className={styles.cardRow}>
        <label className={styles.visuallyHidden} htmlFor={`${id}-expiry`}>
          {t('subscribe.expiry')}
        </label>
        <input
          id={`${id}-expiry`}
          ref={expiry}
          className={styles.input}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('subscribe.expiryPlaceholder')}
          dir="ltr"
        />
        <label className={styles.visuallyHidden} htmlFor={`${id}-cvc`}>
          {t('subscribe.cvc')}
        </label>
        <input
          id={`${id}-cvc`}
          ref={cvc}
          className={styles.input}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={t('subscribe.cvc')}
          dir="ltr"
        />
      </div>
      <p className={styles.hint}>{t('subscribe.sandboxHint')}</p>
    </fieldset>
  );
}
