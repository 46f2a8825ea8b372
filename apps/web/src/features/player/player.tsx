import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session/session-store';
import { RefusalScreen } from './components/refusal-screen';
import { StatusScreen } from './components/status-screen';
import { StreamView } from './components/stream-view';
import { usePlaybackSession } from './hooks/use-playback-session';
import { playerLabels } from './locales/index';
import styles from './player.module.css';
import type { PlayerProps } from './player-props';

/**
 * The web player (issue 6 point 6, ADR 016). Mounted afresh when the visitor signs in or out, so the
 * ticket always belongs to who is watching.
 */
export function Player(props: PlayerProps) {
  const session = useSession();
  const viewer = session === undefined ? 'starting' : (session?.User.Id ?? 'visitor');
  return <PlaybackSession key={`${viewer}:${props.contentId}:${props.programmeStart ?? ''}`} {...props} />;
}

function PlaybackSession(props: PlayerProps) {
  const { t } = useTranslation(playerLabels);
  const frame = useRef<HTMLDivElement>(null);
  const { status, latestLink, retry, mediaPreparing, mediaRefused, mediaFailed, playHereInstead, handOver } =
    usePlaybackSession(props.contentId, props.programmeStart);
  return (
    <div ref={frame} className={styles.player} role="region" aria-label={t('player', { title: props.title })}>
      {status.step === 'streaming' && (
        <StreamView
          {...props}
          ticket={status.ticket}
          connectionLost={status.unreachable === true}
          latestLink={latestLink}
          onHandOver={handOver}
          frame={frame}
          onPreparing={mediaPreparing}
          onRefused={mediaRefused}
          onFailed={mediaFailed}
        />
      )}
      {status.step === 'starting' && (
        <StatusScreen busy title={status.failures ? t('reconnecting') : t('starting')} />
      )}
      {status.step === 'preparing' && <StatusScreen busy title={t('preparing')} />}
      {status.step === 'refused' && (
        <RefusalScreen
          refusal={status.refusal}
          onPlayHere={playHereInstead}
          packageName={props.packageName}
          onRetry={retry}
        />
      )}
      {status.step === 'ended' && (
        <StatusScreen urgent title={t('ended')} detail={t('endedDetail')}>
          <button type="button" className="button button-primary" onClick={retry}>
            {t('playAgain')}
          </button>
        </StatusScreen>
      )}
      {status.step === 'failed' && (
        <StatusScreen urgent title={t('failed')} detail={status.message}>
          <button type="button" className="button button-primary" onClick={retry}>
            {t('retry')}
          </button>
        </StatusScreen>
      )}
    </div>
  );
}
