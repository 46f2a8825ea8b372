import type { ContentItem } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { CanonicalLink } from '../../../components/ui/canonical-link';
import { detailPath, type ContentLanguage } from '../../../lib/content-item';
import { metaDescription } from '../utils/page-meta';
import { detailsLabels } from '../locales/index';

interface PageHeadProps {
  item: ContentItem;
  /** The title as shown on the page, in the chosen language. */
  title: string;
  /** The language the page shows content in: the description is the synopsis in it. */
  language: ContentLanguage;
}

/** Title, description and canonical link of a content page; React hoists them into <head>. */
export function PageHead({ item, title, language }: PageHeadProps) {
  const { t } = useTranslation(detailsLabels);
  const path = detailPath(item);
  return (
    <>
      <title>{t('pageTitle', { title })}</title>
      <meta name="description" content={metaDescription(item, language)} />
      {/* the item's own slug, whatever slug the visitor's link carried */}
      {path && <CanonicalLink path={path} />}
    </>
  );
}
