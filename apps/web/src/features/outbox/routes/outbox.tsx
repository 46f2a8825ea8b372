import { useTranslation } from 'react-i18next';
import { useOutboxMessages } from '../api/get-outbox-messages';
import { OutboxMessageCard } from '../components/outbox-message-card';
import { outboxLabels } from '../locales/index';
import styles from '../components/outbox.module.css';

/** /demo/outbox: the messages the demo server kept instead of sending, so a visitor can read their code. */
export function OutboxRoute() {
  const { t } = useTranslation(outboxLabels);
  const messages = useOutboxMessages();
  return (
    <div className={styles.page}>
      <title>{t('title')}</title>
      <meta name="robots" content="noindex" />
      <h1 className={styles.heading}>{t('heading')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {messages.isPending && (
        <p role="status" className={styles.note}>
          {t('loading')}
        </p>
      )}
      {messages.isError && (
        <p role="alert" className={styles.note}>
          {t('unavailable')}
        </p>
      )}
      {messages.data?.length === 0 && <p className={styles.note}>{t('empty')}</p>}
      {messages.data && messages.data.length > 0 && (
        // polite: a code that arrives while the page is open is read out by a screen reader
        <ol className={styles.list} aria-live="polite">
          {messages.data.map((message) => (
            <OutboxMessageCard key={message.id} message={message} />
          ))}
        </ol>
      )}
    </div>
  );
}
