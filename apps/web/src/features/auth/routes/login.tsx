import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { accountPaths } from '../../../config/account-paths';
import { logIn } from '../api/sign-in';
import { AuthPage } from '../components/auth-page';
import styles from '../components/auth-form.module.css';
import { CheckboxField, FormAlert, PasswordField } from '../components/form-fields';
import { IdentifierField } from '../components/identifier-field';
import { authLabels } from '../locales/index';
import { signedIn } from '../session/session-data';
import { SESSION_ENDED_PARAM } from '../session/session-ended';
import { useSession } from '../session/session-store';
import { loginErrorMessage } from '../utils/error-message';
import { loginFormSchema, type LoginFormInput } from '../utils/forms';

const EMPTY: LoginFormInput = { identifier: '', password: '', rememberMe: false };
import { safeFromPath } from '../utils/from-path';
import { asIdentifier } from '../utils/identifier';

/** /login (docs/behaviour/accounts.md#login): one e-mail-or-mobile field, password with show/hide, remember me. */
export function LoginRoute() {
  const { t } = useTranslation(authLabels);
  const [params] = useSearchParams();
  const from = safeFromPath(params.get('from'));
  const details = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: EMPTY,
  });

  // already signed in, or just signed in: back to where the visitor came from (docs/behaviour/accounts.md#login)
  if (details) return <Navigate to={from} replace />;

  const onSubmit = handleSubmit(async ({ identifier, password, rememberMe }) => {
    setFailure(null);
    try {
      signedIn(await logIn(asIdentifier(identifier), { password, rememberMe }), rememberMe);
    } catch (error) {
      setFailure(loginErrorMessage(error));
    }
  });

  return (
    <AuthPage title={t('login.title')} lead={t('login.lead')}>
      {params.has(SESSION_ENDED_PARAM) && (
        <p className={styles.notice} role="status">
          {t('login.sessionEnded')}
        </p>
      )}
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <IdentifierField control={control} name="identifier" />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <div className={styles.row}>
          <CheckboxField label={t('login.rememberMe')} {...register('rememberMe')} />
          <Link to={accountPaths.forgotPassword} className={styles.link}>
            {t('login.forgot')}
          </Link>
        </div>
        <FormAlert message={failure} />
        <button
          type="submit"
          className={`button button-primary ${styles.submit}`}
          disabled={formState.isSubmitting}
        >
          {t('login.submit')}
        </button>
      </form>
      <p className={styles.footer}>
        {t('login.noAccount')}{' '}
        <Link to={paths.register} className={styles.link}>
          {t('login.startTrial')}
        </Link>
      </p>
    </AuthPage>
  );
}
