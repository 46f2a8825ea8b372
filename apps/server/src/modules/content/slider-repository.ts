import type { Db } from '../../platform/db.js';

export interface SliderEntryRow {
  id: number;
  itemId: number | null;
  titleFirstRow: string;
  buttonLabel: string;
  poster: string;
  url: string;
}

/** The entries of a slider group by position, or null when there is no such group. */
export async function findSliderEntries(db: Db, sliderGroupId: number): Promise<SliderEntryRow[] | null> {
  const group = await db
    .selectFrom('slider_group')
    .select('id')
    .where('id', '=', sliderGroupId)
    .executeTakeFirst();
  if (!group) return null;
  const rows = await db
    .selectFrom('slider_entry')
    .select(['id', 'item_id', 'title_first_row', 'button_label', 'poster', 'url'])
    .where('slider_group_id', '=', sliderGroupId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    itemId: row.item_id,
    titleFirstRow: row.title_first_row,
    buttonLabel: row.button_label,
    poster: row.poster,
    url: row.url,
  }));
}
