import type { HomeGroup } from '@sahra/contracts';

/**
 * The home group an on-demand page shows. The menu links to /ondemand/{child slug lowercased, without
 * the OnDemand prefix} (docs/behaviour/home-and-on-demand.md#on-demand), so the group is "ondemand{slug}" where one exists (/ondemand/home is
 * "ondemandhome"), else the group of the slug itself (/ondemand/movies is "movies"); the server's page
 * heads resolve it the same way.
 */
export function findOnDemandGroup(groups: readonly HomeGroup[], slug: string): HomeGroup | undefined {
  const wanted = slug.trim().toLowerCase();
  const bySlug = (candidate: string) => groups.find((group) => group.slug.toLowerCase() === candidate);
  return bySlug(`ondemand${wanted}`) ?? bySlug(wanted);
}

/** A list id from the URL: a positive whole number, or undefined for anything else. */
export function parseListId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
