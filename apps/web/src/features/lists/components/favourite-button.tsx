import { UserListName } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { useListToggle } from '../../../lib/use-user-lists';
import { useSession } from '../../auth/session/session-store';
import { listsLabels } from '../locales/index';
import styles from './favourite-button.module.css';

/**
 * ADD/REMOVE FAVOURITES of the channel play page (docs/behaviour/channels-live-guide.md#channel-play-page): the channel in the signed-in user's
 * favorites, switching only once the server confirmed the change (docs/behaviour/lists.md#list-buttons). The label says what a press
 * does, so it carries no aria-pressed (a toggle button keeps one name). Visitors have no
 * favourites, so it shows only after sign-in.
 */
export function FavouriteButton({ channelId }: { channelId: number }) {
  const { t } = useTranslation(listsLabels);
  const sessionId = useSession()?.SessionId;
  const favourite = useListToggle(sessionId, channelId, UserListName.Favorites);
  if (sessionId === undefined) return null;
  return (
    <div className={styles.favourite}>
      <button
        type="button"
        className="button button-secondary"
        aria-busy={favourite.pending}
        disabled={!favourite.ready}
        onClick={favourite.toggle}
      >
        <span aria-hidden="true">{favourite.inList ? '★' : '☆'}</span>
        {favourite.inList ? t('removeFavourite') : t('addFavourite')}
      </button>
      {favourite.failed && (
        <p className={styles.failed} role="alert">
          {t('favouriteFailed')}
        </p>
      )}
    </div>
  );
}
