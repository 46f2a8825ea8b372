import type { HomeConfigurationEntry, HomeGroup } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';

/** The pages of one app group's menu, in menu order. */
export async function findHomeConfiguration(
  db: Db,
  appGroup: 'web' | 'mobile',
): Promise<HomeConfigurationEntry[]> {
  const rows = await db
    .selectFrom('home_configuration')
    .select(['slug', 'page_title', 'page_id', 'parent_page', 'root_page', 'display_type'])
    .where('app_group', '=', appGroup)
    .orderBy('position')
    .orderBy('page_id')
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    pageTitle: row.page_title,
    pageId: row.page_id,
    parentPage: row.parent_page,
    rootPage: row.root_page,
    displayType: row.display_type,
  }));
}

/**
 * Every home group. The home page defaults to the first one, so they come in the order their pages
 * take in the web menu; groups without a menu page follow by slug.
 */
export async function findHomeGroups(db: Db): Promise<HomeGroup[]> {
  const rows = await db
    .selectFrom('home_group as group')
    .leftJoin('home_configuration as page', (join) =>
      join.onRef('page.slug', '=', 'group.slug').on('page.app_group', '=', 'web'),
    )
    .select([
      'group.slug',
      'group.list_groups_id',
      'group.content_slider_id',
      'group.ues_lists',
      'group.page_title',
    ])
    .select((eb) => eb.fn.min('page.position').as('menu_position'))
    .groupBy('group.slug')
    .orderBy('menu_position', (order) => order.asc().nullsLast())
    .orderBy('group.slug')
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    listGroupsId: row.list_groups_id,
    contentSliderId: row.content_slider_id,
    ues_lists: row.ues_lists,
    pageTitle: row.page_title,
  }));
}
