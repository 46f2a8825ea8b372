import { FIRST_SCREEN_STATE_ELEMENT_ID, type FirstScreenState } from '@sahra/contracts';

/** The state the server wrote beside the first screen it rendered; undefined on a page it did not render. */
export function readFirstScreenState(doc: Document = document): FirstScreenState | undefined {
  const text = doc.getElementById(FIRST_SCREEN_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<FirstScreenState>;
    return typeof state.language === 'string' && typeof state.queries === 'object' && state.queries !== null
      ? (state as FirstScreenState)
      : undefined;
  } catch {
    return undefined; // a damaged state only costs the page its head start
  }
}
