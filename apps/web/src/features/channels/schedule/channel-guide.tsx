import type { ContentItem } from '@sahra/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../../components/content-card/use-content-language';
import { useChannelSchedule } from '../api/get-channel-schedule';
import { channelsLabels } from '../locales/index';
import styles from './channel-guide.module.css';
import { GuideDateButton } from './guide-date-button';
import { localDay } from '../../../lib/local-day';
import { guideDates, type GuideDate } from './guide-dates';
import { GuideProgramme } from './guide-programme';
import { channelDvrHours, programmeStatus } from './programme-status';

/** Placeholder rows while a day loads: about a screenful of programmes. */
const LOADING_ROWS = 6;

interface ChannelGuideProps {
  channel: ContentItem;
  now: Date;
  /** The instant the hero player was started at, when it plays a past programme. */
  playingFrom: Date | undefined;
}

/**
 * The channel's guide (docs/behaviour/channels-live-guide.md): 5 dates, 2 days before today to 2 days after, today first chosen
 * (or the day of the programme the player was opened at); the day's programmes with the one on air
 * marked. A failed load leaves the section empty (docs/behaviour/channels-live-guide.md#channel-guide).
 */
export function ChannelGuide({ channel, now, playingFrom }: ChannelGuideProps) {
  const { t } = useTranslation(channelsLabels);
  const language = useContentLanguage();
  const dates = guideDates(now);
  const [chosen, setChosen] = useState(() => localDay(playingFrom ?? now));
  const selected =
    dates.find((date) => date.key === chosen) ?? (dates.find((date) => date.isToday) as GuideDate);
  const schedule = useChannelSchedule(channel.Id, selected.key, selected.offsetHours);
  const list = useCurrentProgrammeInView(schedule.data);
  const dvrHours = channelDvrHours(channel);
  return (
    <section className={styles.guide} aria-labelledby="channel-guide-heading">
      <h2 id="channel-guide-heading" className={styles.heading}>
        {t('guide.heading')}
      </h2>
      <div className={styles.dates} role="group" aria-label={t('guide.dates')}>
        {dates.map((date) => (
          <GuideDateButton
            key={date.key}
            date={date}
            selected={date.key === selected.key}
            onSelect={() => setChosen(date.key)}
          />
        ))}
      </div>
      {schedule.isPending && (
        <div className={styles.loading} role="status" aria-label={t('guide.loading')}>
          {Array.from({ length: LOADING_ROWS }, (_, index) => (
            <span key={index} className={styles.placeholder} />
          ))}
        </div>
      )}
      {schedule.isSuccess && schedule.data.length === 0 && <p className={styles.empty}>{t('guide.empty')}</p>}
      {schedule.isSuccess && schedule.data.length > 0 && (
        <ol ref={list} className={styles.programmes} aria-label={t('guide.programmes')}>
          {schedule.data.map((entry) => (
            <GuideProgramme
              key={entry.StartsAt}
              entry={entry}
              status={programmeStatus(entry, now, dvrHours)}
              language={language}
              playingFrom={playingFrom}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * When a day's programmes arrive, the list scrolls itself (not the page) to the programme playing or on
 * air, so the viewer sees what is on now without hunting through the morning.
 */
function useCurrentProgrammeInView(entries: unknown) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    const current =
      element?.querySelector<HTMLElement>('[data-playing]') ??
      element?.querySelector<HTMLElement>('[aria-current]');
    // half a row of the programme before stays in sight, so the list reads as a continuation
    if (element && current) element.scrollTop = current.offsetTop - current.offsetHeight / 2;
  }, [entries]);
  return list;
}
