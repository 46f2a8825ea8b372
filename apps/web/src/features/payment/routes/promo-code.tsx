import { zodResolver } from '@hookform/resolvers/zod';
import { SalesStorageKey } from '@sahra/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountPaths } from '../../../config/account-paths';
import { writeStored } from '../../../lib/browser-storage';
import { Field, PaymentPage } from '../components/field';
import styles from '../components/payment.module.css';
import { paymentLabels } from '../locales/index';
import { promoCodeLongEnough, promoCodeSchema } from '../utils/payment-forms';
import { readPromoCode } from '../utils/stored-choice';

/**
 * /payment/promo-code (docs/behaviour/plans-and-payment.md): a code of at least 5 characters ("Voucher code is too short!"),
 * Continue disabled below; Continue shows what the code gives on the detail screen.
 */
export function PromoCodeRoute() {
  const { t } = useTranslation(paymentLabels);
  const navigate = useNavigate();
  const [initial] = useState(() => readPromoCode() ?? '');
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(promoCodeSchema),
    defaultValues: { code: initial },
    mode: 'onChange',
  });
  const code = useWatch({ control, name: 'code' });
  const onSubmit = handleSubmit(async (form) => {
    writeStored('sessionStorage', SalesStorageKey.UserPromoCode, form.code);
    await navigate(accountPaths.paymentPromoDetail(form.code));
  });
  return (
    <PaymentPage title={t('promo.title')} lead={t('promo.lead')}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field
          label={t('promo.code')}
          autoComplete="off"
          autoCapitalize="characters"
          error={code.length > 0 ? formState.errors.code?.message : undefined}
          {...register('code')}
        />
        <button
          type="submit"
          className={`button button-primary ${styles.submit}`}
          disabled={!promoCodeLongEnough(code)}
        >
          {t('promo.continue')}
        </button>
      </form>
    </PaymentPage>
  );
}
