import { z } from 'zod';

export const AppGroup = { Web: 'web', Mobile: 'mobile' } as const;

export const appConfigRequestSchema = z.object({
  appGroup: z.enum(['web', 'mobile'], { message: 'appGroup must be web or mobile' }),
  appName: z.string().min(1, 'appName is required').max(64),
  tenant: z.string().min(1, 'tenant is required').max(64),
});
export type AppConfigRequest = z.infer<typeof appConfigRequestSchema>;

export const DisplayType = { Popup: 'Popup' } as const;

/** An entry of the home configuration (docs/behaviour/home-and-on-demand.md#home-configuration): the pages of the menu. */
export const homeConfigurationEntrySchema = z.object({
  slug: z.string(),
  pageTitle: z.string(),
  pageId: z.number(),
  parentPage: z.number().nullable(),
  rootPage: z.boolean(),
  displayType: z.string().nullable(),
});
export type HomeConfigurationEntry = z.infer<typeof homeConfigurationEntrySchema>;
export const appConfigResponseSchema = z.array(homeConfigurationEntrySchema);

export const homeGroupSchema = z.object({
  slug: z.string(),
  listGroupsId: z.number().nullable(),
  contentSliderId: z.number().nullable(),
  ues_lists: z.array(z.string()),
  pageTitle: z.string(),
});
export type HomeGroup = z.infer<typeof homeGroupSchema>;

/** The home group of a page slug, ignoring case ("OnDemandMovies" style menu slugs are mapped by the caller). */
export function findHomeGroup(groups: readonly HomeGroup[], slug: string): HomeGroup | undefined {
  const wanted = slug.toLowerCase();
  return groups.find((group) => group.slug.toLowerCase() === wanted);
}
export const homeGroupsResponseSchema = z.array(homeGroupSchema);

/** The response header carrying the visitor's country code. */
export const COUNTRY_CODE_HEADER = 'cc';
