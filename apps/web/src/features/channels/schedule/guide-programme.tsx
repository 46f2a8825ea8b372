import { guideEntryTitle, type GuideEntry } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import type { ContentLanguage } from '../../../lib/content-item';
import { channelsLabels } from '../locales/index';
import styles from './channel-guide.module.css';
import { durationMinutes, startClock, type ProgrammeStatus } from './programme-status';

/** The URL parameter that starts the hero player at an instant of the DVR window (a past programme). */
export const START_AT_PARAM = 'at';
/** The URL parameter that plays a past programme cut from the channel's recording (its start). */
export const CATCHUP_PARAM = 'catchup';

interface GuideProgrammeProps {
  entry: GuideEntry;
  status: ProgrammeStatus;
  language: ContentLanguage;
  /** The instant the hero player was started at, when it plays a past programme rather than live. */
  playingFrom: Date | undefined;
}

/** A readable URL name for a catch-up link; the catch-up page itself names the canonical one. */
function titleSlug(entry: GuideEntry): string {
  const slug = (entry.Titles.en ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || String(entry.ContentId);
}

/** One programme of the day: start, title, length, and how it can be watched now. */
export function GuideProgramme({ entry, status, language, playingFrom }: GuideProgrammeProps) {
  const { t } = useTranslation(channelsLabels);
  const title = guideEntryTitle(entry, language);
  const onAir = status.when === 'on-air';
  const playing = 'timeshiftFrom' in status && status.timeshiftFrom.getTime() === playingFrom?.getTime();
  const className = [styles.programme, onAir && styles.onAir, playing && styles.playing, styles[status.when]]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} aria-current={onAir ? 'time' : undefined} data-playing={playing || undefined}>
      <time className={styles.time} dateTime={entry.StartsAt}>
        {startClock(entry)}
      </time>
      <div className={styles.body}>
        <p className={styles.title} dir="auto">
          {title}
        </p>
        <p className={styles.meta}>
          {t('guide.minutes', { count: durationMinutes(entry) })}
          {onAir && <span className={styles.badge}>{t('guide.onAir')}</span>}
          {playing && <span className={styles.badge}>{t('guide.watching')}</span>}
        </p>
      </div>
      <ProgrammeAction
        status={status}
        title={title}
        entry={entry}
        playing={playing}
        timeshifting={!!playingFrom}
      />
    </li>
  );
}

function ProgrammeAction({
  status,
  title,
  entry,
  playing,
  timeshifting,
}: {
  status: ProgrammeStatus;
  title: string;
  entry: GuideEntry;
  playing: boolean;
  timeshifting: boolean;
}) {
  const { t } = useTranslation(channelsLabels);
  const { pathname } = useLocation();
  const action = `button button-secondary ${styles.action}`;
  // on air while the player is back in the DVR window: the way back to live
  if (status.when === 'on-air' && timeshifting) {
    return (
      <Link className={action} to={pathname} replace>
        {t('guide.watchLive')}
      </Link>
    );
  }
  if ('timeshiftFrom' in status && !playing) {
    const search = new URLSearchParams({ [START_AT_PARAM]: status.timeshiftFrom.toISOString() });
    return (
      <Link className={action} to={`${pathname}?${search}`} aria-label={t('guide.watchFrom', { title })}>
        {t('guide.watch')}
      </Link>
    );
  }
  if ('recordedStart' in status) {
    const search = new URLSearchParams({ [CATCHUP_PARAM]: status.recordedStart });
    return (
      <Link className={action} to={`${pathname}?${search}`} aria-label={t('guide.catchupOf', { title })}>
        {t('guide.catchup')}
      </Link>
    );
  }
  if ('catchupId' in status) {
    return (
      <Link
        className={action}
        to={paths.catchupPlay(status.catchupId, titleSlug(entry))}
        aria-label={t('guide.catchupOf', { title })}
      >
        {t('guide.catchup')}
      </Link>
    );
  }
  return null;
}
