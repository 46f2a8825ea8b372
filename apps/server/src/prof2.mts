import { loadConfig } from './platform/config.js';
import { openStorage } from './platform/db.js';
import { channelPage, programmesBetween } from './modules/guide/repository.js';
import { guideGrid } from './modules/guide/service.js';
const storage = await openStorage(loadConfig({ DATA_DIR: '/tmp/guide-data' }));
const db = storage.db;
const base = Date.now() - 3600_000;
for (let round = 0; round < 3; round++) {
  const t = { page: 0, prog: 0, grid: 0, json: 0 };
  for (let i = 0; i < 30; i++) {
    const from = new Date(base + (round * 30 + i) * 60_000);
    let s = performance.now();
    const { channels } = await channelPage(db, 0, 80); t.page += performance.now() - s; s = performance.now();
    await programmesBetween(db, channels.map((c) => c.id), from, new Date(from.getTime() + 8 * 3600_000)); t.prog += performance.now() - s; s = performance.now();
    const g = await guideGrid(db, { from: from.toISOString(), hours: 8, channelPage: 0, channelPageSize: 80, offset: 3 }, new Date()); t.grid += performance.now() - s; s = performance.now();
    JSON.stringify(g); t.json += performance.now() - s;
  }
  console.log(Object.fromEntries(Object.entries(t).map(([k, v]) => [k, (v / 30).toFixed(1)])));
}
await storage.close();
