import styles from './slider-row.module.css';

export interface SliderButtonProps {
  direction: 'previous' | 'next';
  label: string;
  disabled?: boolean;
  onClick: () => void;
  className?: string;
}

/**
 * A previous/next button of a slider: a real button, so it is reachable and pressable by keyboard.
 * The chevron points back or forward in the reading direction (mirrored in Arabic by CSS).
 */
export function SliderButton({
  direction,
  label,
  disabled = false,
  onClick,
  className = '',
}: SliderButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.arrow} ${className}`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}
