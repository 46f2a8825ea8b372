import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import styles from './choice-menu.module.css';

export interface Choice<T> {
  value: T;
  label: string;
}

interface ChoiceMenuProps<T> {
  label: string;
  /** A short visible mark of what the menu sets ("CC"), before the current choice. */
  mark?: string;
  /** What the button shows: the current choice. */
  current: string;
  choices: readonly Choice<T>[];
  selected: T;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (value: T) => void;
}

/**
 * A control's menu of exclusive choices (quality, subtitles): a button that opens a list of radio items.
 * Arrow keys move between the items, Escape closes it and gives focus back to the button.
 */
export function ChoiceMenu<T>({
  label,
  mark,
  current,
  choices,
  selected,
  open,
  onOpenChange,
  onChoose,
}: ChoiceMenuProps<T>) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [open]);

  const close = () => {
    onOpenChange(false);
    button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className={styles.wrap}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
      >
        <span className="visually-hidden">{label}: </span>
        {mark && (
          <span className={styles.mark} aria-hidden="true">
            {mark}
          </span>
        )}
        {current}
      </button>
      {open && (
        <div id={id} ref={menu} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKey}>
          {choices.map((choice) => (
            <button
              key={choice.label}
              type="button"
              role="menuitemradio"
              aria-checked={choice.value === selected}
              className={styles.item}
              onClick={() => {
                onChoose(choice.value);
                close();
              }}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
