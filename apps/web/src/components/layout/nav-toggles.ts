/**
 * The navigation bar's panels: the mobile menu, the search input and the account options (the guest
 * buttons or, once accounts exist, the account menu). docs/behaviour/routes-and-frame.md#toggles-and-scroll-lock: they are mutually exclusive toggles.
 */
export type NavPanel = 'menu' | 'search' | 'account';

/** The open panel and the page it was opened on: a panel belongs to that page, so navigating closes it. */
export type NavToggleState = { panel: NavPanel; path: string } | null;

export type NavToggleAction = { type: 'toggle'; panel: NavPanel; path: string } | { type: 'close' };

/** Opening one panel closes whichever was open; toggling the open one closes it. */
export function navToggleReducer(state: NavToggleState, action: NavToggleAction): NavToggleState {
  if (action.type === 'close') return null;
  const current = openPanel(state, action.path);
  return current === action.panel ? null : { panel: action.panel, path: action.path };
}

/** The panel open on this page, if any. */
export function openPanel(state: NavToggleState, path: string): NavPanel | null {
  return state?.path === path ? state.panel : null;
}
