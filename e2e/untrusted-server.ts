/**
 * The second server of the journeys, for untrusted-text.spec.ts and bot-check.spec.ts: a fresh data folder gets the demo catalog through the server's
 * own storage, migrations and seeding, then catalog rows whose text is script payloads (names,
 * descriptions, metadata, list titles, a hero slide and a category card with javascript: links), titles
 * without media of their own; then
 * the real server starts on it. Seeding comes first because a PGlite folder is locked while a server holds it.
 * Run by the Playwright config (fixtures/untrusted-catalog.ts) with PORT, HOST and DATA_DIR set.
 * Its bot check is on (Turnstile), answered by a stand-in of the provider's siteverify in this process.
 */
import fs from 'node:fs';
import { ContentTypeId } from '@sahra/contracts';
import { startFakeSiteverify } from '../apps/server/src/testing/fake-siteverify.js';
import { CatalogBuilder, imageUrl } from '../apps/server/src/modules/catalog/demo/catalog-builder.js';
import { ensureCatalog } from '../apps/server/src/modules/catalog/demo/ensure-catalog.js';
import { insertCatalog } from '../apps/server/src/modules/catalog/demo/insert-catalog.js';
import { CatalogCache } from '../apps/server/src/platform/catalog-cache.js';
import { productClock } from '../apps/server/src/platform/clock.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openStorage, type Db } from '../apps/server/src/platform/db.js';
import { migrate } from '../apps/server/src/platform/migrate.js';
import { BOT_CHECK_SITE_KEY } from './fixtures/bot-check';
import {
  PAYLOAD_DESCRIPTION,
  PAYLOAD_PERSON,
  PayloadId,
  PayloadTitle,
  XSS_IMG,
  XSS_SCRIPT,
  XSS_URL,
} from './fixtures/untrusted-catalog';

const HOME_LIST_GROUP = 1; // the 'home' group's lists (catalog/demo/home.ts)
const HOME_SLIDER_GROUP = 1;
const CATEGORY_CARD_LIST = 1105;

/** The categories an item of this type has in the demo catalog, so the payload items show where real ones do. */
async function categoriesOf(db: Db, type: number): Promise<number[]> {
  const item = await db
    .selectFrom('content_item')
    .select('id')
    .where('content_type_id', '=', type)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('content_item_category')
    .select('category_id')
    .where('item_id', '=', item.id)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.category_id);
}

async function payloadRows(db: Db, now: Date) {
  const builder = new CatalogBuilder();
  const items = [
    { id: PayloadId.Movie, type: ContentTypeId.Movie, arabic: XSS_IMG, english: PayloadTitle.Movie },
    { id: PayloadId.Series, type: ContentTypeId.Container, arabic: XSS_SCRIPT, english: PayloadTitle.Series },
    { id: PayloadId.Play, type: ContentTypeId.Play, arabic: XSS_URL, english: PayloadTitle.Play },
  ];
  for (const item of items) {
    builder.addItem({
      ...item,
      description: PAYLOAD_DESCRIPTION,
      createDate: now,
      durationSeconds: 5400,
      categories: await categoriesOf(db, item.type),
      images: ['poster', 'thumbnail', 'background'],
      metadata: [
        ['genre', XSS_IMG, 'drama'],
        ['Cast', PAYLOAD_PERSON.name, PAYLOAD_PERSON.slug],
        ['person', PAYLOAD_PERSON.name, PAYLOAD_PERSON.slug],
        ['Director', XSS_SCRIPT, XSS_URL],
        ['rating', `"><script>window.__xss=1</script>`],
        ['production_year', XSS_URL],
        ['ShortDesc', XSS_SCRIPT],
      ],
    });
  }
  for (const row of builder.rows.content_item) {
    // the url names are what links are built from: a javascript: one must stay a path segment
    row.url_encoded_name = XSS_URL;
    // titles an operator added by hand, with no media given yet: not playable (ADR 051)
    row.has_media = false;
  }
  builder.rows.content_list.push({
    id: PayloadId.List,
    type: 'Static',
    name: XSS_IMG,
    title: XSS_SCRIPT,
    title_en: PayloadTitle.List,
    list_order: 0,
    tags: ['DisplayType:Thumbnail', 'CustomList:Poster', 'SeeAll', `SeeAllTo:${XSS_URL}`],
    request: null,
  });
  items.forEach((item, position) =>
    builder.rows.content_list_item.push({
      list_id: PayloadId.List,
      item_id: item.id,
      position,
      poster: imageUrl('poster', item.id),
    }),
  );
  // first row of the home page
  builder.rows.list_group_member.push({
    list_group_id: HOME_LIST_GROUP,
    list_id: PayloadId.List,
    position: -1,
  });
  builder.rows.category_card.push({
    id: 999_001,
    list_id: CATEGORY_CARD_LIST,
    position: -1,
    poster: '/images/poster/10000000.jpg',
    url: XSS_URL,
    title_first_row: XSS_IMG,
  });
  return builder.rows;
}

/** The first hero slide of the home page links to a javascript: URL under a payload title. */
async function poisonHeroSlide(db: Db) {
  const first = await db
    .selectFrom('slider_entry')
    .select('id')
    .where('slider_group_id', '=', HOME_SLIDER_GROUP)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('slider_entry')
    .set({ title_first_row: `${PayloadTitle.Movie}`, button_label: XSS_SCRIPT, url: XSS_URL })
    .where('id', '=', first.id)
    .execute();
}

const config = loadConfig();
fs.rmSync(config.dataDir, { recursive: true, force: true });
const storage = await openStorage(config);
const now = productClock(config.CLOCK_START).now();
try {
  await migrate(storage);
  await ensureCatalog(storage.db, {
    scale: 1,
    log: { info: (details, message) => console.log(message, details) },
    now,
  });
  await insertCatalog(storage.db, await payloadRows(storage.db, now));
  await poisonHeroSlide(storage.db);
  await CatalogCache.bumpVersion(storage.db);
} finally {
  await storage.close();
}
const siteverify = await startFakeSiteverify();
Object.assign(process.env, {
  BOT_CHECK: 'turnstile',
  BOT_CHECK_SITE_KEY,
  BOT_CHECK_SECRET: 'e2e-bot-check-secret',
  BOT_CHECK_VERIFY_URL: siteverify.url,
  // its journeys play nothing: making demo video would only take CPU from the journeys that do
  MEDIA_GENERATE: 'false',
});
console.log('untrusted catalog seeded; starting the server with the bot check on');
await import('../apps/server/src/server.js');
