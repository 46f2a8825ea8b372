import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import styles from './filter-modal.module.css';
import { catchupLabels } from '../locales/index';

export interface FilterModalProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The filter panel as a modal on small screens (docs/behaviour/catch-up.md#filters). A native <dialog> opened with showModal()
 * keeps focus inside, makes the page behind it inert and closes on Escape; the page does not scroll
 * behind it while open (docs/behaviour/routes-and-frame.md#toggles-and-scroll-lock).
 */
export function FilterModal({ open, onClose, children }: FilterModalProps) {
  const { t } = useTranslation(catchupLabels);
  const dialog = useModalDialog(open);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="catchup-filter-title" onClose={onClose}>
      <div className={styles.header}>
        <h2 id="catchup-filter-title" className={styles.title}>
          {t('filters.heading')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('filters.close')}>
          <CloseIcon />
        </button>
      </div>
      {/* rendered only while open, so the form starts from the URL's choice each time it opens */}
      {open && children}
    </dialog>
  );
}
