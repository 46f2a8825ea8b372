import type { ReactNode } from 'react';
import { Spinner } from './spinner';
import styles from './status-screen.module.css';

interface StatusScreenProps {
  /** An error or refusal interrupts (alert); progress is only announced (status). */
  urgent?: boolean;
  busy?: boolean;
  title: string;
  detail?: string;
  /** Actions that may not fit the picture's 16:9 on a phone (a list of streams): the player grows to hold them. */
  tall?: boolean;
  children?: ReactNode;
}

/** What the player shows in its own place instead of the picture: progress, a refusal, an error. */
export function StatusScreen({
  urgent = false,
  busy = false,
  title,
  detail,
  tall = false,
  children,
}: StatusScreenProps) {
  return (
    <div
      className={tall ? `${styles.screen} ${styles.tall}` : styles.screen}
      role={urgent ? 'alert' : 'status'}
      // read by the player's frame (player.module.css), which then grows with this screen
      data-fits-content={tall || undefined}
    >
      {busy && <Spinner />}
      <p className={styles.title}>{title}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
