import { SliderButton } from './slider-button';
import { useSliderLabels } from './slider-labels';
import styles from './hero-slider.module.css';

export interface HeroControlsProps {
  count: number;
  activeIndex: number;
  playing: boolean;
  onTogglePlaying: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
}

/** The hero's buttons: pause/play, previous, next, and one per slide (the current one marked). */
export function HeroControls({
  count,
  activeIndex,
  playing,
  onTogglePlaying,
  onPrevious,
  onNext,
  onSelect,
}: HeroControlsProps) {
  const labels = useSliderLabels();
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.playButton}
        aria-label={playing ? labels.pause : labels.play}
        onClick={onTogglePlaying}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d={playing ? 'M6 4h4v16H6zM14 4h4v16h-4z' : 'M7 4l13 8-13 8z'} />
        </svg>
      </button>
      <SliderButton
        direction="previous"
        label={labels.previous}
        onClick={onPrevious}
        className={styles.step}
      />
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className={styles.dot}
            aria-label={labels.goToSlide(index + 1)}
            aria-current={index === activeIndex ? 'true' : undefined}
            onClick={() => onSelect(index)}
          />
        ))}
      </div>
      <SliderButton direction="next" label={labels.next} onClick={onNext} className={styles.step} />
    </div>
  );
}
