import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDownIcon } from '../ui/icons';
import type { MenuItem } from './build-menu';
import styles from './nav-menu.module.css';

interface OnDemandDropdownProps {
  item: Extract<MenuItem, { kind: 'dropdown' }>;
  onNavigate: () => void;
}

/** The On Demand dropdown: the child pages of a root entry plus Catchup Guides (docs/behaviour/routes-and-frame.md#navigation-bar). */
export function OnDemandDropdown({ item, onNavigate }: OnDemandDropdownProps) {
  const { pathname } = useLocation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // Remembering the path it was opened on closes the dropdown on navigation without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const isCurrent = item.items.some((link) => link.to === pathname);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenedAt(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedAt(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.dropdown} data-open={open}>
      <button
        type="button"
        className={isCurrent ? `${styles.link} ${styles.active}` : styles.link}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedAt(open ? null : pathname)}
      >
        {item.label}
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </button>
      <ul id={panelId} className={styles.panel}>
        {item.items.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={styles.panelLink}
              onClick={() => {
                setOpenedAt(null);
                onNavigate();
              }}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
