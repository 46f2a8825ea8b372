/**
 * What the app wires into other features' screens: the channel play page's favourite button and the
 * player's resume position. The My Lists page is a route of its own (app/router.tsx).
 */
export { FavouriteButton } from './components/favourite-button';
export { useResumePosition, type ResumePosition } from './hooks/use-resume-position';
