import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../ui/icons';
import { ChatIcon } from './footer-icons';
import { SUPPORT_EMAIL } from './company';
import { footerLabels } from './locales/index';
import styles from './support-chat.module.css';

/**
 * The customer-support chat entry point (docs/behaviour/product.md#footer). The chat provider's widget is not part of this
 * product yet, and loading a third party's script would need the Content-Security-Policy opened for
 * it, so the panel says where the chat connects and how to reach support meanwhile.
 */
export function SupportChat() {
  const { t } = useTranslation(footerLabels);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`button button-secondary ${styles.open}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <ChatIcon />
        {t('supportChat.open')}
      </button>
      <section
        id={panelId}
        className={styles.panel}
        role="dialog"
        aria-labelledby={`${panelId}-title`}
        hidden={!open}
      >
        <div className={styles.head}>
          <h2 id={`${panelId}-title`} className={styles.title}>
            <ChatIcon />
            {t('supportChat.title')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={t('supportChat.close')}
            onClick={close}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <p className={styles.message}>{t('supportChat.message')}</p>
        <p className={styles.hours}>{t('supportChat.hours')}</p>
        <a className={styles.mail} href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">
          {SUPPORT_EMAIL}
        </a>
      </section>
    </>
  );
}
