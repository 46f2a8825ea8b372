import type { ActiveStream } from '@sahra/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockTimeFormat } from '../../../lib/clock-time';
import { useDeviceName } from '../../../lib/use-device-name';
import { playerLabels } from '../locales/index';
import styles from './stream-list.module.css';

interface StreamListProps {
  streams: readonly ActiveStream[];
  onPlayHere: (streamId: string) => Promise<void>;
}

/** The account's streams (device, title, since when), each with a button that stops it and plays here. */
export function StreamList({ streams, onPlayHere }: StreamListProps) {
  const { t, i18n } = useTranslation(playerLabels);
  const deviceName = useDeviceName();
  const [stopping, setStopping] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const since = clockTimeFormat(i18n.language, { weekday: 'short' });
  const stop = (id: string) => {
    setStopping(id);
    setFailed(undefined);
    onPlayHere(id).catch((error: unknown) => {
      setStopping(undefined);
      setFailed(error instanceof Error ? error.message : String(error));
    });
  };
  return (
    <div className={styles.wrap}>
      <h2 className={styles.heading}>{t('streamsTitle')}</h2>
      <ul className={styles.list}>
        {streams.map((stream) => {
          const name = deviceName(stream.DeviceName);
          return (
            <li key={stream.Id} className={styles.stream}>
              <div className={styles.facts}>
                <span className={styles.device}>
                  {name}
                  {stream.ThisDevice && <span className={styles.badge}>{t('thisDevice')}</span>}
                </span>
                <span className={styles.title}>{stream.Title}</span>
                <span className={styles.since}>
                  {t('streamSince', { time: since.format(new Date(stream.StartedAt)) })}
                </span>
              </div>
              <button
                type="button"
                className="button button-secondary"
                disabled={stopping !== undefined}
                aria-label={`${t('stopAndPlayHere')}: ${name}, ${stream.Title}`}
                onClick={() => stop(stream.Id)}
              >
                {t('stopAndPlayHere')}
              </button>
            </li>
          );
        })}
      </ul>
      {failed && <p role="alert">{failed}</p>}
    </div>
  );
}
