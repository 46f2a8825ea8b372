import path from 'node:path';

/** Kysely's calls that name a table, as a method or destructured from an expression builder (`({ selectFrom }) =>`). */
export const TABLE_NAMING_CALLS = [
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'using',
];

/**
 * Where raw SQL names a table: after these words (`vacuum (analyze) guide_programme` too). A name that
 * is no table (an alias, a column after `distinct from`) is simply not in the map.
 */
const SQL_TABLE =
  /\b(?:from|join|into|update|using|truncate|analyze|vacuum(?:\s*\([^)]*\))?)\s+([a-z_][a-z0-9_]*)/gi;

/** `'content_item as c'` → `content_item`. */
const tableOf = (text) =>
  text
    .trim()
    .split(/\s+as\s+/i)[0]
    .trim();

function moduleOf(modulesRoot, file) {
  const relative = path.relative(modulesRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [module, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? module : undefined;
}

/**
 * Every table is queried by the module that owns it alone (docs/STYLE.md: "only the owning module
 * queries its tables"); another module asks the owner's public.ts. Reported: a Kysely call above whose
 * table is a string literal (`'table'`, `'table as t'`, a list of them) and a `sql` template whose text
 * names a table, when the table's owner is another module (or the platform).
 *
 * Options: `modulesRoot`, the absolute folder holding one folder per module; `owners`, table → owning
 * module (a name that is no module, such as `platform`, is owned by code outside the modules).
 * Names built at run time (`sql.table(name)`, a variable) are not seen.
 */
export const tableOwners = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          modulesRoot: { type: 'string' },
          owners: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['modulesRoot', 'owners'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        'The {{module}} module must not query {{table}}, which the {{owner}} module owns: ask for what you need through its public.ts (TABLE_OWNERS, eslint.config.js).',
    },
  },
  create(context) {
    const [{ modulesRoot, owners }] = context.options;
    const module = moduleOf(modulesRoot, context.filename);
    if (!module) return {};
    const check = (node, table) => {
      const owner = owners[table];
      if (owner === undefined || owner === module) return;
      context.report({ node, messageId: 'foreign', data: { module, table, owner } });
    };
    const literal = (node) => {
      if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node?.type === 'TemplateLiteral' && node.expressions.length === 0)
        return node.quasis[0].value.cooked;
      return undefined;
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && !callee.computed
              ? callee.property.name
              : undefined;
        if (!TABLE_NAMING_CALLS.includes(name)) return;
        const [first] = node.arguments;
        const names = first?.type === 'ArrayExpression' ? first.elements : [first];
        for (const element of names) {
          const text = literal(element);
          if (text !== undefined) check(element, tableOf(text));
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        for (const quasi of node.quasi.quasis)
          for (const match of quasi.value.cooked.matchAll(SQL_TABLE)) check(quasi, match[1].toLowerCase());
      },
    };
  },
};
