import { useTranslation } from 'react-i18next';
import { clockTimeFormat } from '../../../lib/clock-time';
import { useChannelSignal } from '../api/get-channel-signal';
import { channelsLabels } from '../locales/index';
import styles from './channel-play-page.module.css';

/**
 * Says so when a recorded channel's source is down: the player shows the slate meanwhile, and the
 * picture comes back by itself when the recorder reconnects.
 */
export function ChannelSignalNotice({ channelId }: { channelId: number }) {
  const { t, i18n } = useTranslation(channelsLabels);
  const signal = useChannelSignal(channelId).data?.Signal;
  if (signal?.Status !== 'source-down') return null;
  const since = clockTimeFormat(i18n.resolvedLanguage ?? 'en').format(new Date(signal.Since));
  return (
    <p className={styles.signalDown} role="status">
      {t('play.signalDown', { since })}
    </p>
  );
}
