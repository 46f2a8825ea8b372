import { NavLink } from 'react-router';
import type { MenuItem } from './build-menu';
import styles from './nav-menu.module.css';
import { OnDemandDropdown } from './on-demand-dropdown';

interface NavMenuProps {
  items: MenuItem[];
  /** Called after a menu choice, so the mobile menu panel closes. */
  onNavigate: () => void;
  /** The Popup entry's button opens the live-channel popup instead of navigating (docs/behaviour/routes-and-frame.md#live-channel-popup). */
  onOpenPopup: () => void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/** The menu items built from the home configuration. */
export function NavMenu({ items, onNavigate, onOpenPopup }: NavMenuProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {item.kind === 'link' && (
            <NavLink to={item.to} end className={linkClass} onClick={onNavigate}>
              {item.label}
            </NavLink>
          )}
          {item.kind === 'popup' && (
            <button type="button" className={styles.link} aria-haspopup="dialog" onClick={onOpenPopup}>
              {item.label}
            </button>
          )}
          {item.kind === 'dropdown' && <OnDemandDropdown item={item} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}
