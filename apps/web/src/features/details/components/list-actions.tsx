import { useTranslation } from 'react-i18next';
import { useListActions } from '../hooks/use-list-actions';
import styles from './list-actions.module.css';
import { detailsLabels } from '../locales/index';

/** "Add to my list" and like: toggle buttons (aria-pressed) once lists are wired, disabled until then. */
export function ListActionButtons({ itemId }: { itemId: number }) {
  const { t } = useTranslation(detailsLabels);
  const actions = useListActions(itemId);
  const unavailableReason = t('listsNeedSignIn');
  return (
    <div className={styles.actions}>
      {actions.available ? (
        <>
          <ListToggle
            label={t('addToMyList')}
            icon={actions.inMyList ? '✓' : '+'}
            pressed={actions.inMyList}
            onToggle={actions.toggleMyList}
          />
          <ListToggle
            label={t('like')}
            icon={actions.liked ? '♥' : '♡'}
            pressed={actions.liked}
            onToggle={actions.toggleLike}
          />
        </>
      ) : (
        <>
          <ListToggle label={t('addToMyList')} icon="+" unavailableReason={unavailableReason} />
          <ListToggle label={t('like')} icon="♡" unavailableReason={unavailableReason} />
        </>
      )}
    </div>
  );
}

type ListToggleProps = { label: string; icon: string } & (
  | { pressed: boolean; onToggle: () => void; unavailableReason?: never }
  | { pressed?: never; onToggle?: never; unavailableReason: string }
);

function ListToggle({ label, icon, pressed, onToggle, unavailableReason }: ListToggleProps) {
  return (
    <button
      type="button"
      className={`button button-secondary ${styles.toggle}`}
      aria-pressed={pressed}
      onClick={onToggle}
      disabled={unavailableReason !== undefined}
      title={unavailableReason}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      {label}
    </button>
  );
}
