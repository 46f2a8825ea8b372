import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cachedDateTimeFormat } from '../../../lib/date-time-format';
import { guideDayPath } from '../guide-paths';
import { guideLabels } from '../locales/index';
import styles from './day-picker.module.css';

const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short', timeZone: 'UTC' };
const MONTH_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };

export interface DayPickerProps {
  /** the guide's 5 dates, yyyy-mm-dd on the viewer's calendar */
  days: readonly string[];
  today: string;
  selected: string;
}

/** The guide's 5 dates as links (the day is URL state), today named so. */
export function DayPicker({ days, today, selected }: DayPickerProps) {
  const { t, i18n } = useTranslation(guideLabels);
  const locale = i18n.resolvedLanguage ?? 'en';
  const format = (day: string, options: Intl.DateTimeFormatOptions) =>
    cachedDateTimeFormat(locale, options).format(new Date(`${day}T00:00:00Z`));
  return (
    <nav className={styles.picker} aria-label={t('days.label')}>
      <ul className={styles.days}>
        {days.map((day) => (
          <li key={day}>
            <Link
              to={guideDayPath(day, today)}
              className={styles.day}
              aria-current={day === selected ? 'date' : undefined}
              replace
            >
              <span className={styles.weekday}>{day === today ? t('days.today') : format(day, WEEKDAY)}</span>
              <span className={styles.date}>{format(day, MONTH_DAY)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
