import { PAGER_VISIBLE_PAGES, PAGER_VISIBLE_PAGES_MOBILE } from '@sahra/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../ui/icons';
import { usePagerLabels } from './pager-labels';
import styles from './pager.module.css';
import { useNarrowScreen } from './use-narrow-screen';
import { visiblePages } from './visible-pages';

export interface PagerProps {
  /** The page shown now, 1-based. */
  currentPage: number;
  totalPages: number;
  /** Builds the link of a page (1-based), so the page number lives in the URL with the rest of its state. */
  hrefForPage: (page: number) => string;
}

/** Page links with First and Last; nothing when everything fits on one page. */
export function Pager({ currentPage, totalPages, hrefForPage }: PagerProps) {
  const labels = usePagerLabels();
  const narrow = useNarrowScreen();
  if (totalPages <= 1) return null;
  const pages = visiblePages(
    currentPage,
    totalPages,
    narrow ? PAGER_VISIBLE_PAGES_MOBILE : PAGER_VISIBLE_PAGES,
  );
  const onFirst = currentPage <= 1;
  const onLast = currentPage >= totalPages;
  return (
    <nav className={styles.pager} aria-label={labels.navigation}>
      <PagerLink to={onFirst ? null : hrefForPage(1)}>{labels.first}</PagerLink>
      <PagerLink to={onFirst ? null : hrefForPage(currentPage - 1)} label={labels.previous} arrow="previous">
        <ChevronDownIcon />
      </PagerLink>
      {pages.map((page) => (
        <Link
          key={page}
          to={hrefForPage(page)}
          className={styles.item}
          aria-label={labels.page(page)}
          aria-current={page === currentPage ? 'page' : undefined}
        >
          {page}
        </Link>
      ))}
      <PagerLink to={onLast ? null : hrefForPage(currentPage + 1)} label={labels.next} arrow="next">
        <ChevronDownIcon />
      </PagerLink>
      <PagerLink to={onLast ? null : hrefForPage(totalPages)}>{labels.last}</PagerLink>
    </nav>
  );
}

interface PagerLinkProps {
  /** null where the step leads nowhere (First on the first page): a dimmed link that is announced as disabled. */
  to: string | null;
  /** Spoken name when the visible content is only an arrow. */
  label?: string;
  /** Which way the arrow points, mirrored for right-to-left reading. */
  arrow?: 'previous' | 'next';
  children: ReactNode;
}

function PagerLink({ to, label, arrow, children }: PagerLinkProps) {
  const className = arrow ? `${styles.item} ${styles[arrow]}` : styles.item;
  if (to === null) {
    return (
      <span role="link" className={className} aria-disabled="true" aria-label={label}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} className={className} aria-label={label}>
      {children}
    </Link>
  );
}
