import { LegalItemId } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal-document';

/** /info/termsofuse: the terms and conditions, content item 43811. */
export function TermsRoute() {
  const { t } = useTranslation('legal');
  return <LegalDocument itemId={LegalItemId.Terms} fallbackTitle={t('termsTitle')} />;
}
