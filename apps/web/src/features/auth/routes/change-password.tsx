import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { changePassword } from '../api/passwords';
import { AuthPage } from '../components/auth-page';
import styles from '../components/auth-form.module.css';
import { FormAlert, PasswordField } from '../components/form-fields';
import { authLabels } from '../locales/index';
import { useSession } from '../session/session-store';
import { writeStored } from '../../../lib/browser-storage';
import { errorMessage } from '../utils/error-message';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '../utils/forms';
import { SessionKey } from '../utils/session-keys';

const EMPTY: ChangePasswordFormInput = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * /account/change-password (docs/behaviour/accounts.md#change-password): validated on submit and on leaving a field, not while typing (docs/behaviour/accounts.md#validation);
 * on success the `account-success` flag is set and the user goes to the account page.
 */
export function ChangePasswordRoute() {
  const { t } = useTranslation(authLabels);
  const navigate = useNavigate();
  const details = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (form) => {
    if (!details) return;
    setFailure(null);
    try {
      await changePassword({ userId: details.User.Id, ...form });
      writeStored('sessionStorage', SessionKey.AccountSuccess, 'true');
      await navigate(paths.account);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <AuthPage title={t('changePassword.title')}>
      {/* docs/behaviour/accounts.md#messages: the message is shown above the form */}
      <FormAlert message={failure} />
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <PasswordField
          label={t('changePassword.currentPassword')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label={t('changePassword.newPassword')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('changePassword.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          // leaving the repeat checks the match on both new fields (docs/behaviour/accounts.md#validation)
          {...register('confirmPassword', { deps: 'password' })}
        />
        <button
          type="submit"
          className={`button button-primary ${styles.submit}`}
          disabled={formState.isSubmitting}
          // the field keeps focus: its check on leaving would move the button from under the pointer mid-click
          onMouseDown={(event) => event.preventDefault()}
        >
          {t('changePassword.submit')}
        </button>
      </form>
      <p className={styles.footer}>
        <Link to={paths.account} className={styles.link}>
          {t('changePassword.back')}
        </Link>
      </p>
    </AuthPage>
  );
}
