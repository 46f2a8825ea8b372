import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The whole card is one link, so each card is one stop for the keyboard; an item without a page is not a link. */
export function CardLink({
  to,
  className,
  children,
}: {
  to: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  if (to === undefined) return <div className={className}>{children}</div>;
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
