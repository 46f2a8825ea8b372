import fs from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../../eslint.config.js';
import { tableOwners } from './table-owners.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const modulesRoot = path.resolve('/sahra/apps/server/src/modules');
const options = [
  {
    modulesRoot,
    owners: {
      content_item: 'content',
      content_metadata: 'content',
      user_list_entry: 'lists',
      background_job: 'platform',
    },
  },
];
const lists = path.join(modulesRoot, 'lists/repository.ts');
const content = path.join(modulesRoot, 'content/item-repository.ts');
const foreign = (module, table, owner) => ({ messageId: 'foreign', data: { module, table, owner } });

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('table-owners', tableOwners, {
  valid: [
    // a module's own tables, however named
    { filename: lists, code: "db.selectFrom('user_list_entry as e').selectAll();", options },
    {
      filename: content,
      code: "db.selectFrom('content_item').innerJoin('content_metadata as m', 'm.item_id', 'id');",
      options,
    },
    { filename: content, code: 'sql`select id from content_item where id = ${id}`;', options },
    // another module's relation, handed over by its owner: no table is named here
    {
      filename: lists,
      code: "db.selectFrom('user_list_entry as e').innerJoin(titleKinds(db).as('c'), 'c.id', 'e.content_id');",
      options,
    },
    // names that are no table of the map, and words that only look like a table's place
    { filename: lists, code: "db.with('recent', (q) => q).selectFrom('recent');", options },
    { filename: lists, code: 'sql`extract(epoch from e.added_at)`;', options },
    // outside the modules (the platform, test support)
    {
      filename: path.resolve('/sahra/apps/server/src/platform/jobs/job-repository.ts'),
      code: "db.selectFrom('background_job');",
      options,
    },
  ],
  invalid: [
    {
      filename: lists,
      code: "db.selectFrom('user_list_entry as e').innerJoin('content_item as c', 'c.id', 'e.content_id');",
      options,
      errors: [foreign('lists', 'content_item', 'content')],
    },
    // every call that names a table, also destructured from an expression builder
    {
      filename: lists,
      code: "db.updateTable('user_list_entry').where(({ exists, selectFrom }) => exists(selectFrom('content_metadata').select('item_id')));",
      options,
      errors: [foreign('lists', 'content_metadata', 'content')],
    },
    {
      filename: lists,
      code: "db.deleteFrom(['content_item', 'user_list_entry']); db.insertInto(`background_job`);",
      options,
      errors: [foreign('lists', 'content_item', 'content'), foreign('lists', 'background_job', 'platform')],
    },
    // raw SQL naming a table after from, join, into, update or vacuum
    {
      filename: lists,
      code: 'sql`select 1 from user_list_entry e join content_item c on c.id = e.content_id`;',
      options,
      errors: [foreign('lists', 'content_item', 'content')],
    },
    {
      filename: lists,
      code: 'sql<number>`update content_metadata set value = ${v}`; sql`vacuum (analyze) content_item`;',
      options,
      errors: [foreign('lists', 'content_metadata', 'content'), foreign('lists', 'content_item', 'content')],
    },
    {
      filename: path.join(modulesRoot, 'guide/service.ts'),
      code: "db.selectFrom('content_item');",
      options,
      errors: [foreign('guide', 'content_item', 'content')],
    },
  ],
});

describe('TABLE_OWNERS', () => {
  it('names every table of db-schema.ts once', () => {
    const schema = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../apps/server/src/platform/db-schema.ts'),
      'utf8',
    );
    const database = schema.slice(schema.indexOf('export interface Database {'));
    const declared = [...database.matchAll(/^ {2}([a-z_]+): /gm)].map((match) => match[1]).sort();
    const owned = Object.values(TABLE_OWNERS).flat();
    expect(owned.sort()).toEqual(declared);
  });
});
