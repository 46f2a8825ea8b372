import { useTranslation } from 'react-i18next';
import type { DurationParts } from '../utils/duration';
import { detailsLabels } from '../locales/index';

/** A running time as "1 h 45 min", "2 h" or "46 min" in the chosen language. */
export function DurationText({ duration }: { duration: DurationParts }) {
  const { t } = useTranslation(detailsLabels);
  const { hours, minutes } = duration;
  if (hours === 0) return t('minutesOnly', { minutes });
  return minutes === 0 ? t('hoursOnly', { hours }) : t('hoursMinutes', { hours, minutes });
}
