import type { ReactNode } from 'react';
import { Spinner } from './spinner';
import styles from './status-screen.module.css';

interface StatusScreenProps {
  /** An error or refusal interrupts (alert); progress is only announced (status). */
  urgent?: boolean;
  busy?: boolean;
  title: string;
  detail?: string;
  children?: ReactNode;
}

/** What the player shows in its own place instead of the picture: progress, a refusal, an error. */
export function StatusScreen({ urgent = false, busy = false, title, detail, children }: StatusScreenProps) {
  return (
    <div className={styles.screen} role={urgent ? 'alert' : 'status'}>
      {busy && <Spinner />}
      <p className={styles.title}>{title}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
