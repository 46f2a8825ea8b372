import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonCard } from '../../../components/skeleton/skeleton';
import { CloseIcon } from '../../../components/ui/icons';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { Player } from '../../player';
import { channelsLabels } from '../locales/index';
import styles from './promo-dialog.module.css';

interface PromoDialogProps {
  open: boolean;
  onClose: () => void;
  /** The channel's promotion video (its `promotion` metadata). */
  promoId: number;
  channelTitle: string;
}

/**
 * PROMO (docs/behaviour/channels-live-guide.md#channel-play-page): the channel's promotion video in a modal dialog (focus kept inside, Escape closes).
 * The player is mounted only while it is open, so closing stops the video.
 */
export function PromoDialog({ open, onClose, promoId, channelTitle }: PromoDialogProps) {
  const { t } = useTranslation(channelsLabels);
  const dialog = useModalDialog(open);
  const title = t('play.promoTitle', { title: channelTitle });
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="channel-promo-title" onClose={onClose}>
      <div className={styles.header}>
        <h2 id="channel-promo-title" className={styles.title} dir="auto">
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('play.closePromo')}>
          <CloseIcon />
        </button>
      </div>
      {open && (
        <div className={styles.video}>
          <Suspense fallback={<SkeletonCard shape="landscape" lines={0} />}>
            <Player kind="vod" contentId={promoId} title={title} />
          </Suspense>
        </div>
      )}
    </dialog>
  );
}
