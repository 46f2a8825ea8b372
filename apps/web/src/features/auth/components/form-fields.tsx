import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';
import { authLabels } from '../locales/index';
import styles from './auth-form.module.css';
import { useMessage } from './use-message';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** Some rules have no message of their own (the name, docs/behaviour/accounts.md#validation): the field is only marked invalid. */
  showError?: boolean;
  hint?: string;
  children: ReactNode;
}

/** Label, control and the field's message, tied together for assistive technology. */
export function FieldFrame({ id, label, error, showError = true, hint, children }: FieldFrameProps) {
  const message = useMessage();
  return (
    <div className={styles.field} data-invalid={error !== undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error !== undefined && showError && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message(error)}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, error: string | undefined, hint?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

type InputProps = ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
  showError?: boolean;
  hint?: string;
};

export function TextField({ label, error, showError, hint, ...input }: InputProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} showError={showError} hint={hint}>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A password with the show/hide toggle of docs/behaviour/accounts.md#login. */
export function PasswordField({ label, error, ...input }: Omit<InputProps, 'type' | 'hint'>) {
  const { t } = useTranslation(authLabels);
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className={styles.inputRow}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={styles.input}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(id, error)}
          {...input}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-label={t(shown ? 'fields.hidePassword' : 'fields.showPassword')}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  error,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string | undefined }) {
  const id = useId();
  const message = useMessage();
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(id, error)}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message(error)}
        </p>
      )}
    </div>
  );
}

/** A failed call's message, above the form's button (docs/behaviour/accounts.md#messages). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  const translate = useMessage();
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {translate(message)}
    </p>
  );
}
