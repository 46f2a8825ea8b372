import { deviceNameParts } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A device's name (streams, signed-in devices) in the page's language: the server names devices in an
 * English phrase ("Chrome on Windows"), whose brands stay as they are while its words are the page's.
 */
export function useDeviceName(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => {
    const parts = deviceNameParts(name);
    if (parts.kind === 'unknown') return t('common.device.unknown');
    if (parts.kind === 'pair')
      return t('common.device.pair', { browser: parts.browser, system: parts.system });
    return parts.name;
  };
}
