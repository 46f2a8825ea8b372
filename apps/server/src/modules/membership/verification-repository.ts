import type { CodeType } from '@sahra/contracts';
import type { Insertable } from 'kysely';
import type { Database } from '../../platform/db-schema.js';
import type { Db } from '../../platform/db.js';

export async function insertCode(db: Db, code: Insertable<Database['verification_code']>) {
  await db.insertInto('verification_code').values(code).execute();
}

/** The latest code sent to `belongTo`, its row locked until the transaction `tx` ends. */
export function latestCodeForUpdate(tx: Db, belongTo: string, codeType: CodeType) {
  return tx
    .selectFrom('verification_code')
    .selectAll()
    .where('belong_to', '=', belongTo)
    .where('code_type', '=', codeType)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function countWrongTry(db: Db, codeId: number) {
  await db
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .execute();
}

export async function markCodeUsed(db: Db, codeId: number, at: Date) {
  await db.updateTable('verification_code').set({ used_at: at }).where('id', '=', codeId).execute();
}

export async function deleteCodesExpiredBefore(db: Db, before: Date) {
  await db.deleteFrom('verification_code').where('expires_at', '<', before).execute();
}
