import { SalesMessage } from '@sahra/contracts';
import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentLabels } from '../locales/index';
import styles from './payment.module.css';

type SalesMessageKey = keyof typeof SalesMessage;
const MESSAGE_KEYS = new Map(
  Object.entries(SalesMessage).map(([key, text]) => [text as string, key as SalesMessageKey]),
);

/** Shows a docs/behaviour/plans-and-payment.md message (a form's or the server's) in the reader's language; other text as it came. */
export function useSalesMessage(): (message: string) => string {
  const { t } = useTranslation(paymentLabels);
  return (message) => {
    const key = MESSAGE_KEYS.get(message);
    return key ? t(`messages.${key}`) : message;
  };
}

type FieldProps = ComponentProps<'input'> & { label: string; error?: string | undefined };

/** A labelled input with its message, tied together for assistive technology. */
export function Field({ label, error, ...input }: FieldProps) {
  const id = useId();
  const message = useSalesMessage();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message(error)}
        </p>
      )}
    </div>
  );
}

/** A failure of the screen's call, shown above its button. */
export function FormAlert({ message }: { message: string | null }) {
  const translate = useSalesMessage();
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {translate(message)}
    </p>
  );
}

/** The money screens' shell: a card on the lit backdrop with the screen's title and lead. */
export function PaymentPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation(paymentLabels);
  return (
    <section className={styles.page}>
      <title>{t('documentTitle', { title })}</title>
      <div className={styles.panel}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
