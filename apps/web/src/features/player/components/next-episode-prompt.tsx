import { NEXT_EPISODE_COUNTDOWN_SECONDS } from '@sahra/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { playerLabels } from '../locales/index';
import { countdownClock } from '../utils/next-episode';
import styles from './next-episode-prompt.module.css';

interface NextEpisodePromptProps {
  next: { title: string; href: string };
  /** The episode plays on: the countdown runs only while it does (a paused viewer is not carried off). */
  playing: boolean;
  /** The episode reached its end: the next one starts without waiting for the countdown. */
  ended: boolean;
  onDismiss: () => void;
}

/**
 * docs/behaviour/playback-and-streams.md#next-episode: offers the next episode near the end (see
 * utils/next-episode.ts for when) and plays it by itself after NEXT_EPISODE_COUNTDOWN_SECONDS of
 * playing, or at the end; Dismiss stops the countdown.
 */
export function NextEpisodePrompt({ next, playing, ended, onDismiss }: NextEpisodePromptProps) {
  const { t } = useTranslation(playerLabels);
  const navigate = useNavigate();
  const [left, setLeft] = useState(NEXT_EPISODE_COUNTDOWN_SECONDS);
  const due = left <= 0 || ended;

  useEffect(() => {
    if (!playing || due) return;
    const timer = window.setInterval(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearInterval(timer);
  }, [playing, due]);

  useEffect(() => {
    if (due) void navigate(next.href);
  }, [due, navigate, next.href]);

  return (
    <aside className={styles.prompt} aria-label={t('nextEpisode')}>
      <p className={styles.label}>{t('nextEpisode')}</p>
      <p className={styles.title}>{next.title}</p>
      <p className={styles.countdown}>{t('nextStartsIn', { clock: countdownClock(Math.max(0, left)) })}</p>
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
