import { zodResolver } from '@hookform/resolvers/zod';
import { CodeMethod, CodeType, MembershipErrorCode } from '@sahra/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { paths } from '../../../config/paths';
import { accountPaths } from '../../../config/account-paths';
import { getAccountDetails } from '../api/sign-in';
import { refreshLoginToken, sendCode, verifyAccount } from '../api/verification';
import { AuthPage } from '../components/auth-page';
import styles from '../components/auth-form.module.css';
import { FormAlert, TextField } from '../components/form-fields';
import { useCountdown } from '../hooks/use-countdown';
import { authLabels } from '../locales/index';
import { updateUser } from '../session/session-data';
import { useSession } from '../session/session-store';
import { readStored } from '../../../lib/browser-storage';
import { formatCountdown } from '../utils/countdown';
import { errorMessage } from '../utils/error-message';
import { verifyCodeFormSchema, type VerifyCodeFormInput } from '../utils/forms';
import { SessionKey } from '../utils/session-keys';
import { forgetCode, readStoredCode, storeCode } from '../utils/stored-code';

const EMPTY: VerifyCodeFormInput = { code: '' };

/** /register/verify?email=… (docs/behaviour/accounts.md#verification): the code sent by e-mail. */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const details = useSession();
  const email =
    params.get('email') ??
    details?.User.Email ??
    readStored('sessionStorage', SessionKey.RegisterUserEmail) ??
    '';
  if (!email) return <Navigate to={paths.login} replace />;
  return <VerifyScreen key={email} method={CodeMethod.Email} belongTo={email} />;
}

/** /register/verify-mobile (docs/behaviour/accounts.md#verification): the code sent by SMS to the signed-in user's number. */
export function VerifyMobileRoute() {
  const details = useSession();
  if (details === undefined) return null;
  const mobile = details?.User.Mobile.Number;
  if (!mobile) return <Navigate to={accountPaths.loginFrom(accountPaths.verifyMobile)} replace />;
  return <VerifyScreen key={mobile} method={CodeMethod.Sms} belongTo={mobile} />;
}

interface VerifyScreenProps {
  method: CodeMethod;
  belongTo: string;
}

/**
 * Verification (docs/behaviour/accounts.md#verification): a code is sent on entry unless an unexpired one was; the countdown runs to
 * its expiry, then Resend shows. A verified user goes to the account with products, else to payment.
 */
function VerifyScreen({ method, belongTo }: VerifyScreenProps) {
  const { t, i18n } = useTranslation(authLabels);
  const navigate = useNavigate();
  const details = useSession();
  const byMobile = method === CodeMethod.Sms;
  const storageKey = byMobile ? SessionKey.VerifyCodeMobile : SessionKey.VerifyCode;
  const [expires, setExpires] = useState(() => readStoredCode(storageKey, belongTo)?.expires ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const secondsLeft = useCountdown(expires);
  const { register, handleSubmit, resetField, formState } = useForm({
    resolver: zodResolver(verifyCodeFormSchema),
    defaultValues: EMPTY,
  });

  const userId = details?.User.Id;
  const language = i18n.language;
  const send = useCallback(async () => {
    setFailure(null);
    try {
      const sentExpires = await sendCode({ codeType: CodeType.Account, method, belongTo, language, userId });
      storeCode(storageKey, { belongTo, expires: sentExpires });
      setExpires(sentExpires);
    } catch (error) {
      // docs/behaviour/accounts.md#verification: 109303 (already verified) on sending goes to payment-subscribe
      if (error instanceof ApiError && error.errorCode === MembershipErrorCode.AlreadyVerified) {
        await navigate(accountPaths.paymentSubscribe, { replace: true });
      } else setFailure(errorMessage(error));
    }
  }, [belongTo, language, method, navigate, storageKey, userId]);

  // once per screen, also under StrictMode's double effects: a second code would replace the first
  const sentOnEntry = useRef(false);
  useEffect(() => {
    if (sentOnEntry.current || readStoredCode(storageKey, belongTo)) return;
    sentOnEntry.current = true;
    void send();
  }, [belongTo, send, storageKey]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await verifyAccount(belongTo, code, expires ?? 0);
      forgetCode(storageKey);
      await refreshLoginToken();
      const account = await getAccountDetails();
      updateUser(account);
      await navigate(account.Products.length > 0 ? paths.account : accountPaths.paymentSelect, {
        replace: true,
      });
    } catch (error) {
      setFailure(errorMessage(error));
      if (byMobile) resetField('code');
    }
  });

  return (
    <AuthPage
      title={t(byMobile ? 'verify.mobileTitle' : 'verify.emailTitle')}
      lead={expires === null ? t('verify.sending') : t('verify.sentTo', { destination: belongTo })}
      showLogo
    >
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {expires !== null &&
          (secondsLeft > 0 ? (
            <p className={styles.countdown} role="timer" aria-live="off">
              {t('verify.expiresIn')} <strong>{formatCountdown(secondsLeft)}</strong>
            </p>
          ) : (
            <div className={styles.row}>
              <p role="status">{t('verify.expired')}</p>
              <button type="button" className="button button-secondary" onClick={() => void send()}>
                {t('verify.resend')}
              </button>
            </div>
          ))}
        <TextField
          label={t('fields.code')}
          className={`${styles.input} ${styles.codeInput}`}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={6}
          error={formState.errors.code?.message}
          {...register('code')}
        />
        <FormAlert message={failure} />
        <button
          type="submit"
          className={`button button-primary ${styles.submit}`}
          disabled={formState.isSubmitting}
        >
          {t('verify.submit')}
        </button>
      </form>
      {byMobile ? (
        <p className={styles.footer}>
          <Link to={accountPaths.verifyEmail(details?.User.Email ?? '')} className={styles.link}>
            {t('verify.cancel')}
          </Link>
        </p>
      ) : (
        details?.User.Mobile.Number && (
          <p className={styles.footer}>
            <Link to={accountPaths.verifyMobile} className={styles.link}>
              {t('verify.useMobile')}
            </Link>
          </p>
        )
      )}
    </AuthPage>
  );
}
