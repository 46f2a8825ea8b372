import ar from '../locales/ar.json';
import en from '../locales/en.json';
import catchupAr from '../features/catchup/locales/ar.json';
import catchupEn from '../features/catchup/locales/en.json';
import channelsAr from '../features/channels/locales/ar.json';
import channelsEn from '../features/channels/locales/en.json';
import detailsAr from '../features/details/locales/ar.json';
import detailsEn from '../features/details/locales/en.json';
import homeAr from '../features/home/locales/ar.json';
import homeEn from '../features/home/locales/en.json';
import legalAr from '../features/legal/locales/ar.json';
import legalEn from '../features/legal/locales/en.json';
import ondemandAr from '../features/ondemand/locales/ar.json';
import ondemandEn from '../features/ondemand/locales/en.json';
import personAr from '../features/person/locales/ar.json';
import personEn from '../features/person/locales/en.json';
import searchAr from '../features/search/locales/ar.json';
import searchEn from '../features/search/locales/en.json';
import seeAllAr from '../features/see-all/locales/ar.json';
import seeAllEn from '../features/see-all/locales/en.json';

/**
 * Labels per language: the shared ones (frame, common words) in the default namespace, and one
 * namespace per feature, owned by that feature (`useTranslation('catchup')`).
 */
export const resources = {
  en: {
    translation: en,
    catchup: catchupEn,
    channels: channelsEn,
    details: detailsEn,
    home: homeEn,
    legal: legalEn,
    ondemand: ondemandEn,
    person: personEn,
    search: searchEn,
    'see-all': seeAllEn,
  },
  ar: {
    translation: ar,
    catchup: catchupAr,
    channels: channelsAr,
    details: detailsAr,
    home: homeAr,
    legal: legalAr,
    ondemand: ondemandAr,
    person: personAr,
    search: searchAr,
    'see-all': seeAllAr,
  },
} as const;
