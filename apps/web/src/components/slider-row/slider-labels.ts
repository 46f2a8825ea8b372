import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n';

interface SliderLabels {
  seeAll: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** Swiper's slide label template: {{index}} and {{slidesLength}} are filled in by Swiper. */
  slide: string;
  slideRole: string;
  featured: string;
  goToSlide: (index: number) => string;
  watchNow: string;
}

/**
 * The sliders' words. Like the pager's, they belong in the shared `translation` namespace
 * (src/locales), which this component's owner does not edit; until they move there they live here.
 */
const LABELS: Record<Language, SliderLabels> = {
  en: {
    seeAll: 'See All',
    previous: 'Previous',
    next: 'Next',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    slide: 'Slide {{index}} of {{slidesLength}}',
    slideRole: 'slide',
    featured: 'Featured',
    goToSlide: (index) => `Show slide ${index}`,
    watchNow: 'Watch now',
  },
  ar: {
    seeAll: 'عرض الكل',
    previous: 'السابق',
    next: 'التالي',
    pause: 'إيقاف العرض',
    play: 'تشغيل العرض',
    slide: 'الشريحة {{index}} من {{slidesLength}}',
    slideRole: 'شريحة',
    featured: 'مختارات',
    goToSlide: (index) => `عرض الشريحة ${index}`,
    watchNow: 'شاهد الآن',
  },
};

export function useSliderLabels(): SliderLabels {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'ar' ? LABELS.ar : LABELS.en;
}
