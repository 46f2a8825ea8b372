import type { ContentItem } from '@sahra/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { metadataEntries } from './content-item';

/** Packages every signed-in viewer watches (docs/behaviour/playback-and-streams.md#who-may-watch). */
const OPEN_PACKAGES: readonly string[] = ['Public', 'Free'];

/**
 * The package names the viewer's products cover: null for a signed-out visitor, undefined while the
 * session is not known yet (and while the server renders), when no lock is shown rather than a wrong one.
 */
export type ViewerPackages = readonly string[] | null | undefined;

/** A channel's package, as playback reads it: its `packages` metadata, Public when it names none. */
export function channelPackage(item: ContentItem): string {
  return metadataEntries(item, 'packages')[0]?.Value.trim() || 'Public';
}

/**
 * Whether the viewer's plan does not cover the package (ADR 030): open packages are never locked; a
 * visitor sees every other one locked; a member, those of none of their products.
 */
export function isLockedFor(packageName: string, viewer: ViewerPackages): boolean {
  if (viewer === undefined || OPEN_PACKAGES.includes(packageName)) return false;
  return viewer === null || !viewer.includes(packageName);
}

const ViewerPackagesContext = createContext<ViewerPackages>(undefined);

/** The app hands the session's products down here, so shared tiles can tell locked channels without the auth feature. */
export function ViewerPackagesProvider({
  packages,
  children,
}: {
  packages: ViewerPackages;
  children: ReactNode;
}) {
  return <ViewerPackagesContext value={packages}>{children}</ViewerPackagesContext>;
}

export const useViewerPackages = () => useContext(ViewerPackagesContext);

/** A channel's package and whether it is locked for the viewer. */
export function useChannelLock(item: ContentItem) {
  const packageName = channelPackage(item);
  return { packageName, locked: isLockedFor(packageName, useViewerPackages()) };
}
