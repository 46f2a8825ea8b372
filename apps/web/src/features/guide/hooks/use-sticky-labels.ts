import { useEffect, type RefObject } from 'react';
import { minuteWidth } from '../grid-scale';

/** Marks the one programme cell in each row that the grid's start edge cuts through. */
const CUT_BY_EDGE = 'data-cut-by-edge';

/** A cell's place on the grid, in minutes from the window's start, as the cells carry it. */
export const CELL_START = 'data-start';
export const CELL_STOP = 'data-stop';

/**
 * A programme that began before the part of the grid in view keeps its title readable beside the
 * channel column: its label is sticky. Only the cell the start edge cuts through, one per row, is
 * marked so (ADR 042): with every label sticky, Chromium rebuilt hundreds of compositing layers on each
 * frame while the page loaded. The marks follow the scroll, a frame at most behind, and the rows.
 */
export function useStickyLabels(scroller: RefObject<HTMLElement | null>, rows: unknown) {
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    let marked: Element[] = [];
    const mark = () => {
      frame = 0;
      // scrollLeft counts from the start side: negative in a right-to-left page
      const edge = Math.abs(element.scrollLeft) / minuteWidth(element);
      for (const cell of marked) cell.removeAttribute(CUT_BY_EDGE);
      marked = [...element.querySelectorAll(`[${CELL_START}]`)].filter(
        (cell) => Number(cell.getAttribute(CELL_START)) < edge && Number(cell.getAttribute(CELL_STOP)) > edge,
      );
      for (const cell of marked) cell.setAttribute(CUT_BY_EDGE, '');
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(mark);
    };
    mark();
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [scroller, rows]);
}
