import type { OutboxMessage } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { outboxLabels } from '../locales/index';
import styles from './outbox.module.css';

/** One message: who it went to and when, its code large enough to copy, then its text as sent. */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation(outboxLabels);
  const sentAt = new Date(message.createdAt);
  return (
    <li className={styles.message}>
      <div className={styles.meta}>
        <span className={styles.channel}>{t(`channel.${message.channel}`)}</span>
        {/* an address or number reads left to right inside an Arabic line */}
        <bdi className={styles.recipient}>{message.recipient}</bdi>
        <time className={styles.time} dateTime={message.createdAt}>
          {sentAt.toLocaleString(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>
      </div>
      <p className={styles.subject} dir="auto">
        {message.subject}
      </p>
      {message.code && (
        <p className={styles.code}>
          <span className={styles.codeLabel}>{t('code')}</span>
          <output dir="ltr">{message.code}</output>
        </p>
      )}
      <p className={styles.body} dir="auto">
        {message.body}
      </p>
    </li>
  );
}
