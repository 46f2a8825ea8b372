import { DisplayType, type HomeConfigurationEntry } from '@sahra/contracts';
import { paths } from '../../config/paths';

export interface MenuLink {
  label: string;
  to: string;
}

/** What the navigation bar renders for one root page of the home configuration (docs/behaviour/routes-and-frame.md#navigation-bar). */
export type MenuItem =
  | ({ kind: 'link'; id: number } & MenuLink)
  | { kind: 'popup'; id: number; label: string }
  | { kind: 'dropdown'; id: number; label: string; items: MenuLink[] };

const HOME_SLUG = 'home';
const ON_DEMAND_PREFIX = 'ondemand';

/** "OnDemandMovies" → "/ondemand/movies": the slug lowercased with the OnDemand prefix removed. */
export function onDemandPath(childSlug: string): string {
  const slug = childSlug.toLowerCase();
  const rest = slug.startsWith(ON_DEMAND_PREFIX) ? slug.slice(ON_DEMAND_PREFIX.length) : slug;
  return paths.onDemand(rest.replace(/^[-_/]+/, ''));
}

/** "Catchup" → "/catchup"; the home slug is the root path. */
export function pagePath(slug: string): string {
  const lowered = slug.toLowerCase();
  return lowered === HOME_SLUG ? paths.home : paths.page(lowered);
}

/** The words the menu needs from the current language. */
export interface MenuLabels {
  catchupGuides: string;
  /** A page's label; the configuration's pageTitle is English only, so known pages are translated. */
  page: (entry: HomeConfigurationEntry) => string;
}

/**
 * Builds the menu from the home configuration: only root pages are listed, in the order given;
 * a Popup entry opens the live-channel popup; a root with child pages becomes the On Demand dropdown,
 * which ends with a Catchup Guides link.
 */
export function buildMenu(entries: readonly HomeConfigurationEntry[], labels: MenuLabels): MenuItem[] {
  return entries
    .filter((entry) => entry.rootPage)
    .map((root): MenuItem => {
      if (root.displayType === DisplayType.Popup) {
        return { kind: 'popup', id: root.pageId, label: labels.page(root) };
      }
      const children = entries.filter(
        (entry) => entry.parentPage === root.pageId && entry.pageId !== root.pageId,
      );
      if (children.length > 0) {
        const items = children.map((child) => ({ label: labels.page(child), to: onDemandPath(child.slug) }));
        items.push({ label: labels.catchupGuides, to: paths.catchupVideos });
        return { kind: 'dropdown', id: root.pageId, label: labels.page(root), items };
      }
      return { kind: 'link', id: root.pageId, label: labels.page(root), to: pagePath(root.slug) };
    });
}
