import styles from './spinner.module.css';

/** The player's busy sign; decorative, the state is announced in words elsewhere. */
export function Spinner({ centred = false }: { centred?: boolean }) {
  return (
    <span className={centred ? `${styles.spinner} ${styles.centred}` : styles.spinner} aria-hidden="true" />
  );
}
