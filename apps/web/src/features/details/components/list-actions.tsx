import { useTranslation } from 'react-i18next';
import type { ListToggle } from '../../../lib/use-user-lists';
import { useListActions } from '../hooks/use-list-actions';
import styles from './list-actions.module.css';
import { detailsLabels } from '../locales/index';

/**
 * "Add to my list" and like: toggle buttons (aria-pressed) for a signed-in user, each changing state only
 * once the server confirmed the change; disabled for visitors, who have no lists.
 */
export function ListActionButtons({ itemId }: { itemId: number }) {
  const { t } = useTranslation(detailsLabels);
  const actions = useListActions(itemId);
  if (!actions.available) {
    const unavailableReason = t('listsNeedSignIn');
    return (
      <div className={styles.actions}>
        <ListButton label={t('addToMyList')} icon="+" unavailableReason={unavailableReason} />
        <ListButton label={t('like')} icon="♡" unavailableReason={unavailableReason} />
      </div>
    );
  }
  const { myList, like } = actions;
  return (
    <div className={styles.actions}>
      <ListButton label={t('addToMyList')} icon={myList.inList ? '✓' : '+'} toggle={myList} />
      <ListButton label={t('like')} icon={like.inList ? '♥' : '♡'} toggle={like} />
      {(myList.failed || like.failed) && (
        <p className={styles.failed} role="alert">
          {t('listsFailed')}
        </p>
      )}
    </div>
  );
}

type ListButtonProps = { label: string; icon: string } & (
  { toggle: ListToggle; unavailableReason?: never } | { toggle?: never; unavailableReason: string }
);

function ListButton({ label, icon, toggle, unavailableReason }: ListButtonProps) {
  return (
    <button
      type="button"
      className={`button button-secondary ${styles.toggle}`}
      aria-pressed={toggle?.inList}
      aria-busy={toggle?.pending}
      onClick={toggle?.toggle}
      disabled={unavailableReason !== undefined || !toggle?.ready}
      title={unavailableReason}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      {label}
    </button>
  );
}
