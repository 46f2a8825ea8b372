import { LegalItemId } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal-document';
import { legalLabels } from '../locales/index';

/** /info/privacy: the privacy policy, content item 43812. */
export function PrivacyRoute() {
  const { t } = useTranslation(legalLabels);
  return <LegalDocument itemId={LegalItemId.Privacy} fallbackTitle={t('privacyTitle')} />;
}
