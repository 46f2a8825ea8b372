import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { encodedName } from '../../../lib/content-item';
import { useScrollLock } from '../../../lib/use-scroll-lock';
import { ChannelTile } from '../../content-card/channel-tile';
import { SkeletonCard } from '../../skeleton/skeleton';
import { CloseIcon } from '../../ui/icons';
import { useLiveChannels } from '../../../api/live-channels';
import styles from './live-channel-popup.module.css';

/** docs/behaviour/routes-and-frame.md#toggles-and-scroll-lock: page scrolling is locked while the popup is open on screens under 768 px wide. */
const SCROLL_LOCK_MEDIA = '(max-width: 767.98px)';
/** Tiles that fit the first screen on a wide display load at once; the rest as they scroll into view. */
const EAGER_TILES = 12;
const PLACEHOLDER_TILES = 18;
const TILE_SIZES = '(min-width: 1200px) 200px, (min-width: 768px) 22vw, 45vw';

/**
 * The live-channel popup (docs/behaviour/routes-and-frame.md#live-channel-popup): a full-screen list of channel logo tiles, each opening the live
 * player. A modal <dialog> keeps the keyboard inside it and closes on Escape; focus goes back to the
 * button that opened it.
 */
export function LiveChannelPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const channels = useLiveChannels();
  useScrollLock(true, { media: SCROLL_LOCK_MEDIA });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.popup}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Escape is the popup's: the menu panel it was opened from stays open to take the focus back
        if (event.key === 'Escape') event.stopPropagation();
      }}
      onCancel={(event) => {
        // Escape: React decides when the dialog goes, so the opener gets its focus back in one place
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {t('livePopup.title')}
            </h2>
            <p className={styles.lead}>{t('livePopup.lead')}</p>
            <Link to={paths.channels} className={`button button-secondary ${styles.schedule}`}>
              {t('livePopup.browseSchedule')}
            </Link>
          </div>
          <button type="button" className={styles.close} aria-label={t('livePopup.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {channels.isPending && (
          <div className={styles.grid} role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
            {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
              <SkeletonCard key={index} shape="landscape" lines={0} />
            ))}
          </div>
        )}
        {channels.isError && (
          <div className={styles.failed} role="alert">
            <p>{t('livePopup.loadFailed')}</p>
            <button type="button" className="button button-secondary" onClick={() => void channels.refetch()}>
              {t('livePopup.retry')}
            </button>
          </div>
        )}
        {channels.data && (
          <ul className={styles.grid}>
            {channels.data.Items.map((channel, index) => (
              <li key={channel.Id}>
                <ChannelTile
                  item={channel}
                  to={paths.livePlay(channel.Id, encodedName(channel))}
                  sizes={TILE_SIZES}
                  eager={index < EAGER_TILES}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
