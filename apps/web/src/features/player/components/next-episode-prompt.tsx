import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { playerLabels } from '../locales/index';
import styles from './next-episode-prompt.module.css';

interface NextEpisodePromptProps {
  next: { title: string; href: string };
  onDismiss: () => void;
}

/** docs/behaviour/playback-and-streams.md#next-episode: offers the next episode near the end (see utils/next-episode.ts for when). */
export function NextEpisodePrompt({ next, onDismiss }: NextEpisodePromptProps) {
  const { t } = useTranslation(playerLabels);
  return (
    <aside className={styles.prompt} aria-label={t('nextEpisode')}>
      <p className={styles.label}>{t('nextEpisode')}</p>
      <p className={styles.title}>{next.title}</p>
      <div className={styles.actions}>
        <Link to={next.href} className="button button-primary">
          {t('playNext')}
        </Link>
        <button type="button" className="button button-secondary" onClick={onDismiss}>
          {t('dismiss')}
        </button>
      </div>
    </aside>
  );
}
