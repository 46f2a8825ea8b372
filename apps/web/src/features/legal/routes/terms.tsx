import { LegalItemId } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal-document';
import { legalLabels } from '../locales/index';

/** /info/termsofuse: the terms and conditions, content item 43811. */
export function TermsRoute() {
  const { t } = useTranslation(legalLabels);
  return <LegalDocument itemId={LegalItemId.Terms} fallbackTitle={t('termsTitle')} />;
}
