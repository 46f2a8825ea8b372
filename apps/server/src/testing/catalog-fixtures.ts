import { ContentTypeId } from '@sahra/contracts';
import type { Db } from '../platform/db.js';

/*
 * Lookups of the test catalog (the seeded demo catalog) that tests use to pick what to call with; the
 * product reads the catalog through the content, playback and search repositories.
 */

/** A channel of the test catalog in the given package. */
export const channelInPackage = (db: Db, packageName: string) =>
  titleInPackage(db, ContentTypeId.Channel, packageName);

/** A title of the test catalog of the given content type that names the given package itself. */
export async function titleInPackage(db: Db, contentTypeId: number, packageName: string): Promise<number> {
  const row = await db
    .selectFrom('content_item as c')
    .innerJoin('content_metadata as m', 'm.item_id', 'c.id')
    .select('c.id')
    .where('c.content_type_id', '=', contentTypeId)
    .where('m.namespace', '=', 'packages')
    .where('m.value', '=', packageName)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An item of the test catalog of the given content type. */
export async function itemOfType(db: Db, contentTypeId: number, evenId = false): Promise<number> {
  let query = db
    .selectFrom('content_item')
    .select('id')
    .where('content_type_id', '=', contentTypeId)
    .orderBy('id');
  if (evenId) query = query.where((eb) => eb(eb('id', '%', 2), '=', 0));
  return (await query.executeTakeFirstOrThrow()).id;
}

/** Ids of catalog titles of one content type, lowest first. */
export async function titleIds(db: Db, contentType: number, count: number): Promise<number[]> {
  const rows = await db
    .selectFrom('content_item')
    .select('id')
    .where('content_type_id', '=', contentType)
    .orderBy('id')
    .limit(count)
    .execute();
  if (rows.length < count)
    throw new Error(`the test catalog has fewer than ${count} titles of type ${contentType}`);
  return rows.map((row) => row.id);
}
