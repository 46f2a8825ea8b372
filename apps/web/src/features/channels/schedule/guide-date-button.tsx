import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../../components/content-card/use-content-language';
import { channelsLabels } from '../locales/index';
import styles from './channel-guide.module.css';
import { guideDateLabel, type GuideDate } from './guide-dates';

interface GuideDateButtonProps {
  date: GuideDate;
  selected: boolean;
  onSelect: () => void;
}

/** One of the guide's dates: "Today", or the weekday over the day and month ("Mon 23 Nov"). */
export function GuideDateButton({ date, selected, onSelect }: GuideDateButtonProps) {
  const { t } = useTranslation(channelsLabels);
  const { weekday, day } = guideDateLabel(date, useContentLanguage() === 'ar' ? 'ar' : 'en-GB');
  return (
    <button type="button" className={styles.date} aria-pressed={selected} onClick={onSelect}>
      <span className={styles.weekday}>{date.isToday ? t('guide.today') : weekday}</span>{' '}
      <span className={styles.day}>{day}</span>
    </button>
  );
}
