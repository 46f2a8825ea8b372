import type { ContentItem } from '@sahra/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  broadcastDate,
  broadcastTime,
  itemChannel,
  metadataValue,
  parseYyyymmdd,
  seasonEpisode,
  type ContentLanguage,
} from '../../../lib/content-item';
import { durationParts, itemDurationSeconds } from '../utils/duration';
import { DurationText } from './duration-text';
import styles from './episode-facts.module.css';
import { detailsLabels } from '../locales/index';

interface EpisodeFactsProps {
  item: ContentItem;
  language: ContentLanguage;
}

/** When and where an episode aired, which episode it is, and how long it runs; each only when known. */
export function EpisodeFacts({ item, language }: EpisodeFactsProps) {
  const { t } = useTranslation(detailsLabels);
  const date = broadcastDate(item, language);
  const time = broadcastTime(item);
  const channel = itemChannel(item);
  const { season, episode } = seasonEpisode(item);
  const duration = durationParts(itemDurationSeconds(item));
  const numbering =
    episode === undefined
      ? undefined
      : season === undefined
        ? t('episodeOnly', { episode })
        : t('seasonEpisode', { season, episode });
  return (
    <dl className={styles.facts}>
      {date && (
        <Fact label={t('broadcast')}>
          <time dateTime={isoDateTime(item)}>{time ? t('broadcastAt', { date, time }) : date}</time>
        </Fact>
      )}
      {channel && <Fact label={t('channel')}>{channel.name}</Fact>}
      {numbering && <Fact label={t('episode')}>{numbering}</Fact>}
      {duration && (
        <Fact label={t('duration')}>
          <DurationText duration={duration} />
        </Fact>
      )}
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** The machine-readable broadcast moment for <time>: yyyy-mm-dd, with hh:mm when the time is known. */
function isoDateTime(item: ContentItem): string | undefined {
  const raw = metadataValue(item, 'broadcastdate');
  const day = raw === undefined ? undefined : parseYyyymmdd(raw);
  if (!day) return undefined;
  const time = broadcastTime(item);
  return `${day.toISOString().slice(0, 10)}${time ? `T${time}` : ''}`;
}
