import { zodResolver } from '@hookform/resolvers/zod';
import { CodeMethod, CodeType } from '@sahra/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { resetPassword } from '../api/passwords';
import { logIn } from '../api/sign-in';
import { sendCode } from '../api/verification';
import { AuthPage } from '../components/auth-page';
import styles from '../components/auth-form.module.css';
import { FormAlert, PasswordField, TextField } from '../components/form-fields';
import { IdentifierField } from '../components/identifier-field';
import { authLabels } from '../locales/index';
import { signedIn } from '../session/session-data';
import { errorMessage } from '../utils/error-message';
import {
  forgotRequestFormSchema,
  type ForgotRequestFormInput,
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
} from '../utils/forms';
import { asIdentifier } from '../utils/identifier';

interface SentCode {
  belongTo: string;
  expires: number;
}

/** /login/forgot-password (docs/behaviour/accounts.md#forgot-password): step one requests a code, step two takes it and the new password. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation(authLabels);
  const [sent, setSent] = useState<SentCode | null>(null);
  return (
    <AuthPage
      title={t('forgot.title')}
      lead={sent ? t('forgot.resetLead', { destination: sent.belongTo }) : t('forgot.requestLead')}
    >
      {sent ? <ResetStep sent={sent} /> : <RequestStep onSent={setSent} />}
      <p className={styles.footer}>
        <Link to={paths.login} className={styles.link}>
          {t('forgot.back')}
        </Link>
      </p>
    </AuthPage>
  );
}

const EMPTY_REQUEST: ForgotRequestFormInput = { identifier: '' };

function RequestStep({ onSent }: { onSent: (sent: SentCode) => void }) {
  const { t, i18n } = useTranslation(authLabels);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotRequestFormSchema),
    defaultValues: EMPTY_REQUEST,
  });
  const onSubmit = handleSubmit(async ({ identifier }) => {
    setFailure(null);
    try {
      const method = 'email' in asIdentifier(identifier) ? CodeMethod.Email : CodeMethod.Sms;
      const expires = await sendCode({
        codeType: CodeType.ResetPassword,
        method,
        belongTo: identifier,
        language: i18n.language,
      });
      onSent({ belongTo: identifier, expires });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <IdentifierField control={control} name="identifier" />
      <FormAlert message={failure} />
      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        disabled={formState.isSubmitting}
      >
        {t('forgot.sendCode')}
      </button>
    </form>
  );
}

const EMPTY_RESET: ResetPasswordFormInput = { code: '', password: '', confirmPassword: '' };

/** On success the user is logged in with the new password and sent home (docs/behaviour/accounts.md#forgot-password). */
function ResetStep({ sent }: { sent: SentCode }) {
  const { t } = useTranslation(authLabels);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: EMPTY_RESET,
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async ({ code, password, confirmPassword }) => {
    setFailure(null);
    try {
      await resetPassword({ code, password, confirmPassword, expire: sent.expires, belongTo: sent.belongTo });
      signedIn(await logIn(asIdentifier(sent.belongTo), { password, rememberMe: false }), false);
      await navigate(paths.home, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={t('fields.code')}
        className={`${styles.input} ${styles.codeInput}`}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={6}
        error={errors.code?.message}
        {...register('code')}
      />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormAlert message={failure} />
      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        disabled={formState.isSubmitting}
      >
        {t('forgot.submit')}
      </button>
    </form>
  );
}
