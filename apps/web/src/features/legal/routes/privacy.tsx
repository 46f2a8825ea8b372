import { LegalItemId } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal-document';

/** /info/privacy: the privacy policy, content item 43812. */
export function PrivacyRoute() {
  const { t } = useTranslation('legal');
  return <LegalDocument itemId={LegalItemId.Privacy} fallbackTitle={t('privacyTitle')} />;
}
