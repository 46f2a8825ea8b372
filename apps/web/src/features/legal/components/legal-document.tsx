import { useTranslation } from 'react-i18next';
import { contentLanguage, displayTitle } from '../../../lib/content-item';
import { useLegalItem, type LegalItemIdValue } from '../api/get-legal-item';
import { toParagraphs } from '../utils/paragraphs';
import styles from './legal-page.module.css';
import { legalLabels } from '../locales/index';

const PLACEHOLDER_LINES = 9;

interface LegalDocumentProps {
  itemId: LegalItemIdValue;
  /** The heading while the text loads or when it cannot be loaded. */
  fallbackTitle: string;
}

/** A legal text from the content service: its title and its description's paragraphs, always as plain text. */
export function LegalDocument({ itemId, fallbackTitle }: LegalDocumentProps) {
  const { t, i18n } = useTranslation(legalLabels);
  const query = useLegalItem(itemId);
  const title = query.data ? displayTitle(query.data, contentLanguage(i18n.resolvedLanguage)) : fallbackTitle;

  return (
    <article className={styles.page} aria-busy={query.isPending}>
      <title>{t('documentTitle', { title })}</title>
      {query.isPending ? (
        <div role="status">
          <span className="visually-hidden">{t('loading')}</span>
          <span className={`${styles.placeholder} ${styles.placeholderHeading}`} aria-hidden="true" />
          {Array.from({ length: PLACEHOLDER_LINES }, (_, index) => (
            <span
              key={index}
              className={`${styles.placeholder} ${styles.placeholderLine}`}
              aria-hidden="true"
            />
          ))}
        </div>
      ) : (
        <>
          <h1 className={styles.heading} dir="auto">
            {title}
          </h1>
          {query.isError ? (
            <div className={styles.failure} role="alert">
              <p>{t('loadFailed')}</p>
              <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
                {t('retry')}
              </button>
            </div>
          ) : (
            <div className={styles.body}>
              {/* the catalog's text is not ours: React renders it as text, and dir="auto" follows its script */}
              {toParagraphs(query.data.Description).map((paragraph, index) => (
                <p key={index} dir="auto">
                  {paragraph}
                </p>
              ))}
            </div>
          )}
        </>
      )}
    </article>
  );
}
