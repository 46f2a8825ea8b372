import { SalesStorageKey, voucherCodeSchema, type Offer } from '@sahra/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { accountPaths } from '../../../config/account-paths';
import { useOffers } from '../../../api/get-offers';
import { errorMessage } from '../../../api/error-message';
import { readCountryCode } from '../../../lib/expiring-storage';
import { writeStored } from '../../../lib/browser-storage';
import { offerPriceText } from '../../../lib/plan-price';
import { refreshUser } from '../../auth/session/session-actions';
import { useSession } from '../../auth/session/session-store';
import { redeemVoucher } from '../api/payment-calls';
import { FormAlert, PaymentPage } from '../components/field';
import styles from '../components/payment.module.css';
import { paymentLabels } from '../locales/index';
import { forgetPlanChoice } from '../utils/stored-choice';
import { useContentLanguage } from '../../../components/content-card/use-content-language';

const FALLBACK_COUNTRY = 'US';

/**
 * /payment/promotion-code/detail?code= (docs/behaviour/plans-and-payment.md#promotion-code-detail, login required): what the code gives, from POST
 * /sales/offers with the code; a free promotion is redeemed at once, one that needs a card goes to payment.
 */
export function PromoDetailRoute() {
  const { t } = useTranslation(paymentLabels);
  const [params] = useSearchParams();
  const parsed = voucherCodeSchema.safeParse(params.get('code') ?? '');
  if (!parsed.success) return <Navigate to={accountPaths.paymentPromoCode} replace />;
  return (
    <PaymentPage title={t('promoDetail.title')} lead={t('promoDetail.lead', { code: parsed.data })}>
      <PromoOffer code={parsed.data} />
    </PaymentPage>
  );
}

function PromoOffer({ code }: { code: string }) {
  const { t } = useTranslation(paymentLabels);
  const navigate = useNavigate();
  const email = useSession()?.User.Email;
  const offers = useOffers({
    country: readCountryCode() ?? FALLBACK_COUNTRY,
    voucherCode: code,
    ...(email ? { email } : {}),
  });
  const redeemKey = useRef(crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (offers.isPending) return <p role="status">{t('promoDetail.loading')}</p>;
  if (offers.isError) return <FormAlert message={errorMessage(offers.error)} />;
  const offer = offers.data[0];
  if (!offer) return <FormAlert message={t('promoDetail.notHere')} />;

  const redeem = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await redeemVoucher(code, redeemKey.current);
      forgetPlanChoice();
      await refreshUser().catch(() => undefined);
      await navigate(accountPaths.paymentSuccess, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };
  const payWithCard = () => {
    writeStored('sessionStorage', SalesStorageKey.SelectedOfferId, String(offer.Id));
    writeStored('sessionStorage', SalesStorageKey.UserPromoCode, code);
    void navigate(accountPaths.paymentSubscribe);
  };

  return (
    <div className={styles.form}>
      <PromoSummary offer={offer} />
      <FormAlert message={failure} />
      {offer.NeedsPaymentMethod ? (
        <button type="button" className={`button button-primary ${styles.submit}`} onClick={payWithCard}>
          {t('promoDetail.continueToCard')}
        </button>
      ) : (
        <button
          type="button"
          className={`button button-primary ${styles.submit}`}
          disabled={busy}
          onClick={() => void redeem()}
        >
          {t('promoDetail.redeem')}
        </button>
      )}
    </div>
  );
}

function PromoSummary({ offer }: { offer: Offer }) {
  const { t } = useTranslation(paymentLabels);
  const free = offer.PriceTier.PriceMinor === 0;
  const language = useContentLanguage();
  return (
    <dl className={styles.summary}>
      <dt>{t('promoDetail.gives')}</dt>
      <dd>
        <strong>{offer.License.Name}</strong>
      </dd>
      <dd>{offer.Package.Name}</dd>
      <dd dir="auto">
        {free ? t('promoDetail.free') : <span dir="auto">{offerPriceText(offer, language)}</span>}
        {offer.Next && ` · ${t('promoDetail.then', { plan: offer.Next.License.Name })}`}
      </dd>
    </dl>
  );
}
