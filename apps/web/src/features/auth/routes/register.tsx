import { zodResolver } from '@hookform/resolvers/zod';
import { MembershipErrorCode } from '@sahra/contracts';
import { parsePhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { paths } from '../../../config/paths';
import { accountPaths } from '../../../config/account-paths';
import { readCountryCode } from '../../../lib/expiring-storage';
import { register as registerAccount } from '../api/sign-in';
import { AuthPage } from '../components/auth-page';
import styles from '../components/auth-form.module.css';
import { CheckboxField, FormAlert, PasswordField, TextField } from '../components/form-fields';
import { FALLBACK_COUNTRY } from '../components/identifier-field';
import { PhoneField } from '../components/phone-field';
import { RegisterInfo } from '../components/register-info';
import { authLabels } from '../locales/index';
import { signedIn } from '../session/session-data';
import { readStored, writeStored } from '../../../lib/browser-storage';
import { registerErrorMessage } from '../utils/error-message';
import { splitFullName } from '../utils/full-name';
import { registerFormSchema, type RegisterFormInput } from '../utils/register-form';
import { SessionKey } from '../utils/session-keys';

/** docs/behaviour/accounts.md#register marketingOptions: Source 1, AllowAll true, when the visitor opts in */
const MARKETING_OPTIONS = { SourceInfo: 'website registration', Source: 1, AllowAll: true };

/** /register (docs/behaviour/accounts.md#register): info column and form; without a chosen offer (or promo code) the visitor goes to the plans. */
export function RegisterRoute() {
  const { t, i18n } = useTranslation(authLabels);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [defaults] = useState<RegisterFormInput>(() => ({
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
    country: readCountryCode() ?? FALLBACK_COUNTRY,
    mobile: '',
    termsAndConditions: false,
    marketing: false,
  }));
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: defaults,
  });
  const { errors } = formState;

  // a plan, or the plans page's promo-code button (docs/behaviour/plans-and-payment.md#plan-selection: VOUCHER with no offer), leads here
  if (
    readStored('sessionStorage', SessionKey.SelectedOfferId) === null &&
    readStored('sessionStorage', SessionKey.UserPromoCode) === null
  ) {
    return <Navigate to={paths.plans} replace />;
  }

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const country = form.country as CountryCode;
    try {
      const details = await registerAccount({
        ...splitFullName(form.fullName),
        email: form.email,
        mobile: parsePhoneNumber(form.mobile, country).number,
        password: form.password,
        termsAndConditions: true,
        CountryIsoCode: country,
        language: i18n.language,
        ...(form.marketing ? { marketingOptions: MARKETING_OPTIONS } : {}),
      });
      signedIn(details, false);
      writeStored('sessionStorage', SessionKey.RegisterUserEmail, details.User.Email);
      await navigate(accountPaths.verifyEmail(details.User.Email));
    } catch (error) {
      const code = error instanceof ApiError ? error.errorCode : null;
      const message = registerErrorMessage(error);
      // docs/behaviour/accounts.md#validation: a number or address already in use is the field's message
      if (code === MembershipErrorCode.MobileNotAvailable) setError('mobile', { message });
      else if (code === MembershipErrorCode.EmailNotAvailable) setError('email', { message });
      else setFailure(message);
    }
  });

  return (
    <AuthPage title={t('register.title')} lead={t('register.lead')} aside={<RegisterInfo />} showLogo>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('fields.fullName')}
          hint={t('fields.fullNameHint')}
          autoComplete="name"
          error={errors.fullName?.message}
          showError={false}
          {...register('fullName')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <PhoneField
          country={register('country')}
          mobile={register('mobile')}
          error={errors.mobile?.message}
        />
        <CheckboxField
          // words and links apart rather than react-i18next's <Trans>, which would grow every page's framework chunk
          label={
            <>
              {t('register.terms.agree')}{' '}
              <Link to={paths.termsOfUse} target="_blank" rel="noopener">
                {t('register.terms.termsOfUse')}
              </Link>{' '}
              {t('register.terms.and')}{' '}
              <Link to={paths.privacy} target="_blank" rel="noopener">
                {t('register.terms.privacy')}
              </Link>
            </>
          }
          error={errors.termsAndConditions?.message}
          {...register('termsAndConditions')}
        />
        <CheckboxField label={t('register.marketing')} {...register('marketing')} />
        <FormAlert message={failure} />
        <button
          type="submit"
          className={`button button-primary ${styles.submit}`}
          disabled={formState.isSubmitting}
        >
          {t('register.submit')}
        </button>
      </form>
      <p className={styles.footer}>
        {t('register.haveAccount')}{' '}
        <Link to={paths.login} className={styles.link}>
          {t('register.login')}
        </Link>
      </p>
    </AuthPage>
  );
}
