import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../api/error-message';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { cancelSubscription, checkPassword } from '../api/payment-calls';
import { SUBSCRIPTIONS_QUERY_KEY, useSubscriptions } from '../api/use-subscriptions';
import { Field, FormAlert, PaymentPage } from '../components/field';
import styles from '../components/payment.module.css';
import { paymentLabels } from '../locales/index';
import { cancelPasswordSchema } from '../utils/payment-forms';
import { currentSubscription } from '../utils/billing-view';

/**
 * /subscription/cancel (docs/behaviour/subscription.md#cancel): the subscription loaded with the session's token (none → account);
 * step 1 asks and states the expiry, step 2 checks the password, then cancels and returns to the account
 * with the success flag.
 */
export function CancelSubscriptionRoute() {
  const { t, i18n } = useTranslation(paymentLabels);
  const subscriptions = useSubscriptions();
  const [confirming, setConfirming] = useState(false);
  if (subscriptions.isPending) return <LoadingIndicator />;
  const entry = subscriptions.isError ? undefined : currentSubscription(subscriptions.data);
  if (!entry) return <Navigate to={paths.account} replace />;
  const expiry = new Date(entry.Subscription.ExpireDate).toLocaleDateString(i18n.language, {
    dateStyle: 'long',
  });
  return (
    <PaymentPage title={t('cancel.title')}>
      {confirming ? (
        <PasswordStep subscriptionId={entry.Subscription.Id} />
      ) : (
        <div className={styles.form}>
          <p className={styles.question}>{t('cancel.question')}</p>
          <p className={styles.lead}>{t('cancel.expiry', { date: expiry })}</p>
          <div className={styles.choices}>
            <button type="button" className="button button-primary" onClick={() => setConfirming(true)}>
              {t('cancel.yes')}
            </button>
            <Link to={paths.account} className="button button-secondary">
              {t('cancel.no')}
            </Link>
          </div>
        </div>
      )}
    </PaymentPage>
  );
}

function PasswordStep({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useTranslation(paymentLabels);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(cancelPasswordSchema),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await checkPassword(password);
      await cancelSubscription(subscriptionId);
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY });
      await navigate(paths.account, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.lead}>{t('cancel.passwordLead')}</p>
      <Field
        label={t('cancel.password')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <FormAlert message={failure} />
      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        disabled={formState.isSubmitting}
      >
        {t('cancel.submit')}
      </button>
    </form>
  );
}
