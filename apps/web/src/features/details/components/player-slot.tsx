import type { ContentItem } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { firstImageUrl } from '../../../lib/content-item';
import { responsiveImage } from '../../../lib/image';
import { PLAY_HASH } from '../hooks/use-play-request';
import styles from './player-slot.module.css';
import { detailsLabels } from '../locales/index';

/** Landscape art first: the slot is 16:9 like the video it stands in for. */
const SLOT_IMAGE_TYPES = ['thumbnail', 'background', 'webSlider', 'poster'] as const;

/**
 * The 16:9 place of the player. The playback issue mounts the player inside it; until then it shows
 * the item's art and says plainly that playback is not here yet (nothing pretends to play).
 */
export function PlayerSlot({ item }: { item: ContentItem }) {
  const { t } = useTranslation(detailsLabels);
  const image = firstImageUrl(item, SLOT_IMAGE_TYPES);
  return (
    <section id={PLAY_HASH.slice(1)} className={styles.slot} aria-label={t('player')}>
      {image && (
        <img
          className={styles.art}
          {...responsiveImage(image, { sizes: '(min-width: 1400px) 1280px, 100vw', maxWidth: 1280 })}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
        />
      )}
      <p className={styles.note}>{t('playerComingSoon')}</p>
    </section>
  );
}
