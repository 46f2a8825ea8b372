/** The width of a minute on the grid in CSS pixels, as its stylesheet sets it (`--minute`: less on a phone). */
export function minuteWidth(scroller: Element): number {
  return parseFloat(getComputedStyle(scroller).getPropertyValue('--minute')) || 1;
}
