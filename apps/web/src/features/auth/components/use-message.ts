import { useTranslation } from 'react-i18next';
import { authLabels } from '../locales/index';
import { messageKey } from '../utils/forms';

/** Shows a docs/behaviour/accounts.md#validation message (a form's or the server's) in the reader's language; other text as it came. */
export function useMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation(authLabels);
  return (message) => {
    if (!message) return message;
    const key = messageKey(message);
    return key ? t(`messages.${key}`) : message;
  };
}
