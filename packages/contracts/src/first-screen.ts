/**
 * The first screen the server renders into a page (ADR 008) comes with the catalog answers it was
 * rendered from, as JSON in this element, so the browser hydrates from the same data.
 */
export const FIRST_SCREEN_STATE_ELEMENT_ID = 'first-screen-state';

export interface FirstScreenState {
  /** The language the page was rendered in; a visitor who chose another renders the page afresh. */
  language: string;
  /**
   * The page was rendered for a visitor: the request carried no session cookie, so it shows what a visitor
   * sees. Otherwise it shows a session being resumed. The browser hydrates with the same session, so the
   * page is not drawn a second time when it learns who is there (docs/behaviour/accounts.md#session).
   */
  visitor?: boolean;
  /** TanStack Query's dehydrated cache. */
  queries: unknown;
  /**
   * The visitor's country, which the browser would otherwise learn from the cc header of the home
   * configuration it no longer has to ask for (docs/behaviour/catalog-calls.md#browser-storage: kept for an hour). Written per visitor.
   */
  countryCode?: string;
}
