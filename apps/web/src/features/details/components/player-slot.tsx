import type { ContentItem } from '@sahra/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../../components/content-card/use-content-language';
import { ClientPart } from '../../../lib/client-part';
import { detailPath, displayTitle, endingTime, firstImageUrl, isPlayable } from '../../../lib/content-item';
import { responsiveImage } from '../../../lib/image';
import { useResumePosition } from '../../lists/hooks/use-resume-position';
import { Player, usePlayerPreload } from '../../player';
import { getLatestSeriesEpisodesQueryOptions } from '../api/get-series-episodes';
import { PLAY_HASH } from '../hooks/use-play-request';
import { detailsLabels } from '../locales/index';
import { nextEpisodeOf } from '../utils/next-episode';
import styles from './player-slot.module.css';

/** Landscape art first: the slot is 16:9 like the video it stands in for. */
const SLOT_IMAGE_TYPES = ['thumbnail', 'background', 'webSlider', 'poster'] as const;

interface PlayerSlotProps {
  item: ContentItem;
  /** Play at once (Watch now, #play); otherwise the art shows with a play button until it is pressed. */
  autoStart: boolean;
}

/**
 * The 16:9 place of the player. The item's art is its poster until play; the player (and hls.js) are
 * fetched once the page is up and mount on play, in the browser. A title without media of its own yet
 * shows its art and says so: nothing to press.
 */
export function PlayerSlot({ item, autoStart }: PlayerSlotProps) {
  return isPlayable(item) ? (
    <PlayableSlot item={item} autoStart={autoStart} />
  ) : (
    <NotPlayableSlot item={item} />
  );
}

function NotPlayableSlot({ item }: { item: ContentItem }) {
  const { t } = useTranslation(detailsLabels);
  return (
    <section className={styles.slot} aria-label={t('player')}>
      <SlotArt item={item} />
      <p className={styles.notPlayable}>{t('notPlayable')}</p>
    </section>
  );
}

function PlayableSlot({ item, autoStart }: PlayerSlotProps) {
  const { t } = useTranslation(detailsLabels);
  const [started, setStarted] = useState(false);
  const title = displayTitle(item, useContentLanguage());
  usePlayerPreload();
  // the server cannot see the #play hash: the page hydrates with the poster, then the player mounts
  const poster = (
    <>
      <SlotArt item={item} />
      <button type="button" className={styles.play} onClick={() => setStarted(true)}>
        <span aria-hidden="true" className={styles.icon}>
          ▶
        </span>
        {t('playTitle', { title })}
      </button>
    </>
  );
  return (
    <section id={PLAY_HASH.slice(1)} className={styles.slot} aria-label={t('player')}>
      <ClientPart firstView={poster} wanted={started || autoStart}>
        <SlotPlayer item={item} title={title} />
      </ClientPart>
    </section>
  );
}

function SlotArt({ item }: { item: ContentItem }) {
  const image = firstImageUrl(item, SLOT_IMAGE_TYPES);
  if (!image) return null;
  return (
    <img
      className={styles.art}
      {...responsiveImage(image, { sizes: '(min-width: 1400px) 1280px, 100vw', maxWidth: 1280 })}
      alt=""
      width={1280}
      height={720}
      fetchPriority="high"
    />
  );
}

/** The player for a title, from where the viewer left it; an episode's prompt offers the show's next episode. */
function SlotPlayer({ item, title }: { item: ContentItem; title: string }) {
  const language = useContentLanguage();
  // the same list as the page's latest-episodes row, so no call of its own
  const episodes = useQuery({
    ...getLatestSeriesEpisodesQueryOptions(item.ParentId ?? 0),
    enabled: item.ParentId != null,
  });
  const next = nextEpisodeOf(episodes.data?.Items ?? [], item.Id);
  const nextHref = next && detailPath(next);
  const resume = useResumePosition(item.Id);
  // the player reads where to start when it mounts: wait the moment it takes to know the saved position
  if (!resume.ready) return null;
  return (
    <Player
      contentId={item.Id}
      title={title}
      kind="vod"
      startAt={resume.startAt}
      onPosition={resume.save}
      endingTime={endingTime(item)}
      next={
        next && nextHref
          ? { title: displayTitle(next, language), href: `${nextHref}${PLAY_HASH}` }
          : undefined
      }
    />
  );
}
