import { zodResolver } from '@hookform/resolvers/zod';
import { PurchaseState, type Offer } from '@sahra/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { accountPaths } from '../../../config/account-paths';
import { useOffers } from '../../../api/get-offers';
import { STRIPE_PUBLISHABLE_KEY } from '../../../config/env';
import { paths } from '../../../config/paths';
import { readCountryCode } from '../../../lib/expiring-storage';
import { now } from '../../../lib/clock';
import { formatAmount, offerPriceText } from '../../../lib/plan-price';
import { useSession } from '../../auth/session/session-store';
import { refreshUser } from '../../auth/session/session-actions';
import {
  createCustomer,
  pendingPurchase,
  purchaseStatus,
  reportPurchase,
  selectOffer,
  startPurchase,
  subscribe,
} from '../api/payment-calls';
import type { CardProviderHandle } from '../components/card-provider';
import { Field, FormAlert, PaymentPage } from '../components/field';
import { PaymentPending } from '../components/payment-pending';
import { SandboxCardFields } from '../components/sandbox-card-fields';
import styles from '../components/payment.module.css';
import { paymentLabels } from '../locales/index';
import { firstCharge } from '../utils/first-charge';
import { nameOnCardSchema, type NameOnCardForm } from '../utils/payment-forms';
import type { FollowCalls, SettledPayment } from '../utils/follow-payment';
import { finishPurchase, runPurchase } from '../utils/purchase-flow';
import { forgetPlanChoice, readPromoCode, readSelectedOfferId } from '../utils/stored-choice';
import { useContentLanguage } from '../../../components/content-card/use-content-language';

// Stripe.js and Elements load only when Stripe is the provider
const StripeCardFields = lazy(async () => ({
  default: (await import('../components/stripe-card-fields')).StripeCardFields,
}));

const FALLBACK_COUNTRY = 'US';
const PENDING_PURCHASE_QUERY_KEY = ['purchase', 'pending'] as const;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * /payment/subscribe "Start your subscription" (docs/behaviour/plans-and-payment.md): the chosen plan, name on card and the card
 * fields of the server's payment provider; paying runs the purchase flow once per attempt.
 */
export function SubscribeRoute() {
  const { t } = useTranslation(paymentLabels);
  const [offerId] = useState(readSelectedOfferId);
  const [voucherCode] = useState(readPromoCode);
  if (offerId === null) return <Navigate to={paths.plans} replace />;
  return (
    <PaymentPage title={t('subscribe.title')} lead={t('subscribe.lead')}>
      <SubscribeForm offerId={offerId} voucherCode={voucherCode} />
    </PaymentPage>
  );
}

function SubscribeForm({ offerId, voucherCode }: { offerId: number; voucherCode: string | undefined }) {
  const { t } = useTranslation(paymentLabels);
  const navigate = useNavigate();
  const email = useSession()?.User.Email;
  const offers = useOffers({
    country: readCountryCode() ?? FALLBACK_COUNTRY,
    ...(email ? { email } : {}),
    ...(voucherCode ? { voucherCode } : {}),
  });
  const offer = offers.data?.find((candidate) => candidate.Id === offerId);
  const card = useRef<CardProviderHandle>(null);
  // one key per attempt, kept while the attempt may still have charged (network failures), renewed after a decline
  const attemptKey = useRef<string | null>(null);
  const paying = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<FollowCalls | null>(null);
  const [settledId, setSettledId] = useState<string | null>(null);
  // a payment still being confirmed (this page was reloaded, or another tab paid) is followed, not paid again
  const stillPending = useQuery({
    queryKey: PENDING_PURCHASE_QUERY_KEY,
    queryFn: pendingPurchase,
    retry: false,
  });
  const pendingId = stillPending.data?.PurchaseId;
  const resumed = useMemo<FollowCalls | null>(
    () => (pendingId ? { ask: () => purchaseStatus(pendingId), wait } : null),
    [pendingId],
  );
  const pending = sent ?? (pendingId === settledId ? null : resumed);

  const finish = async () => {
    forgetPlanChoice();
    await navigate(accountPaths.paymentSuccess, { replace: true });
  };

  const settled = async (outcome: SettledPayment) => {
    if ('purchase' in outcome && outcome.purchase.State === PurchaseState.Succeeded) {
      await finishPurchase({ reportPurchase, wait, refreshUser }, outcome.purchase.PurchaseId);
      await finish();
      return;
    }
    setSent(null);
    setSettledId(pendingId ?? null);
    attemptKey.current = null;
    if ('declined' in outcome) setFailure(outcome.declined.message);
    else
      setFailure(
        t(outcome.purchase.State === PurchaseState.Refunded ? 'pending.refunded' : 'pending.failed'),
      );
  };
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(nameOnCardSchema),
    defaultValues: { nameOnCard: '' },
  });

  const pay = async ({ nameOnCard }: NameOnCardForm) => {
    if (paying.current) return;
    paying.current = true;
    setFailure(null);
    attemptKey.current ??= crypto.randomUUID();
    const outcome = await runPurchase(
      {
        createCustomer,
        createPaymentMethod: async () => {
          if (!card.current) throw new Error(t('subscribe.cardLoading'));
          return card.current.createPaymentMethod(nameOnCard);
        },
        selectOffer,
        startPurchase,
        subscribe,
        reportPurchase,
        refreshUser,
        wait,
      },
      {
        offerId,
        voucherCode,
        needsPaymentMethod: offer?.NeedsPaymentMethod ?? true,
        attemptKey: attemptKey.current,
      },
    );
    paying.current = false;
    if (outcome.ok === true) {
      await finish();
      return;
    }
    if (outcome.ok === 'pending') {
      setSent({ ask: outcome.resend, wait });
      return;
    }
    if (outcome.cardDeclined) attemptKey.current = null;
    setFailure(outcome.message);
  };

  if (pending) return <PaymentPending follow={pending} onSettled={(outcome) => void settled(outcome)} />;

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(pay)(event)} noValidate>
      <OfferSummary offer={offer} />
      <Field
        label={t('subscribe.nameOnCard')}
        autoComplete="cc-name"
        error={formState.errors.nameOnCard?.message}
        {...register('nameOnCard')}
      />
      {offer?.NeedsPaymentMethod === false ? null : STRIPE_PUBLISHABLE_KEY ? (
        <Suspense fallback={<p role="status">{t('subscribe.cardLoading')}</p>}>
          <StripeCardFields ref={card} publishableKey={STRIPE_PUBLISHABLE_KEY} />
        </Suspense>
      ) : (
        <SandboxCardFields ref={card} />
      )}
      <FormAlert message={failure} />
      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        disabled={formState.isSubmitting}
      >
        {formState.isSubmitting ? t('subscribe.paying') : t('subscribe.submit')}
      </button>
    </form>
  );
}

function OfferSummary({ offer }: { offer: Offer | undefined }) {
  const { t, i18n } = useTranslation(paymentLabels);
  const language = useContentLanguage();
  if (!offer) return null;
  const first = firstCharge(offer, now());
  return (
    <>
      <div className={styles.summary}>
        <span>{t('subscribe.plan')}</span>
        <strong>{offer.License.Name}</strong>
        <span dir="auto">{offerPriceText(offer, language)}</span>
      </div>
      {first && (
        <p className={styles.firstCharge} data-testid="first-charge">
          <strong>{t('subscribe.nothingToday')}</strong>{' '}
          {t('subscribe.firstCharge', {
            // isolated, so that "9.99$" keeps its order inside right-to-left text
            amount: `\u2066${formatAmount(first.amountMinor, first.currency)}\u2069`,
            plan: first.plan,
            date: first.date.toLocaleDateString(i18n.language, { dateStyle: 'long' }),
          })}
        </p>
      )}
    </>
  );
}
