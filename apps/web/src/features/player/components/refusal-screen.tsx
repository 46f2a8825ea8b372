import { PlaybackErrorCode } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { accountPaths } from '../../../config/account-paths';
import { playerLabels } from '../locales/index';
import type { Refusal } from '../utils/playback-status';
import { NoPlanRefusal } from './add-on-offer';
import { StatusScreen } from './status-screen';
import { StreamList } from './stream-list';

interface RefusalScreenProps {
  refusal: Refusal;
  onPlayHere: (streamId: string) => Promise<void>;
  /** The channel's package (live), for its add-on. */
  packageName?: string | undefined;
  /** Asks for the ticket again (an add-on was bought). */
  onRetry: () => void;
}

/**
 * docs/behaviour/playback-and-streams.md#who-may-watch in the player's place: sign in, no active plan (Check Plans, or the
 * channel's add-on for a member with a plan), or too many streams.
 */
export function RefusalScreen({ refusal, onPlayHere, packageName, onRetry }: RefusalScreenProps) {
  const { t } = useTranslation(playerLabels);
  const { pathname, search, hash } = useLocation();
  switch (refusal.code) {
    case PlaybackErrorCode.SignInRequired:
      return (
        <StatusScreen urgent title={t('signInRequired')}>
          <Link className="button button-primary" to={accountPaths.loginFrom(`${pathname}${search}${hash}`)}>
            {t('signIn')}
          </Link>
        </StatusScreen>
      );
    case PlaybackErrorCode.NotOffered:
      return <StatusScreen urgent title={t('notOffered')} />;
    case PlaybackErrorCode.NoMedia:
      return <StatusScreen urgent title={t('noMedia')} />;
    case PlaybackErrorCode.NoActivePlan:
      return <NoPlanRefusal packageName={packageName} onBought={onRetry} />;
    case PlaybackErrorCode.TooManyStreams:
      return (
        <StatusScreen urgent tall title={t('tooManyStreams')}>
          <StreamList streams={refusal.streams} onPlayHere={onPlayHere} />
        </StatusScreen>
      );
    default:
      return <StatusScreen urgent title={refusal.message} />;
  }
}
