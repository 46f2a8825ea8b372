import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';
import path from 'node:path';
import { featureBoundaries } from './scripts/lint/feature-boundaries.js';
import { tableOwners } from './scripts/lint/table-owners.js';

/** The project's own rules (scripts/lint/), one plugin object so that every config block shares it. */
const SAHRA_PLUGIN = { rules: { 'feature-boundaries': featureBoundaries, 'table-owners': tableOwners } };

const WEB_SRC = path.resolve(import.meta.dirname, 'apps/web/src');
const SERVER_MODULES_ROOT = path.resolve(import.meta.dirname, 'apps/server/src/modules');
/** Each server module is opened by its public.ts alone (ADR 025): every module may share one. */
const SERVER_MODULE_FACES = Object.fromEntries(
  fs
    .readdirSync(SERVER_MODULES_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [entry.name, ['public']]),
);
const FEATURES_ROOT = path.join(WEB_SRC, 'features');

/**
 * Who owns each table: the one module that queries it (its migrations made it; its README lists it).
 * Other modules ask the owner's public.ts. `platform` tables are the platform's code's, outside the
 * modules. Every table of db-schema.ts is here once (scripts/lint/table-owners.test.js checks it).
 */
export const TABLE_OWNERS = {
  content: [
    'category',
    'content_item',
    'content_item_category',
    'content_image',
    'content_metadata',
    'person',
    'content_person',
    'content_list',
    'content_list_item',
    'category_card',
    'list_group',
    'list_group_member',
    'slider_group',
    'slider_entry',
    'custom_value',
  ],
  appconfig: ['home_group', 'home_configuration'],
  membership: ['member_user', 'member_session', 'auth_token', 'verification_code', 'rate_limit_window'],
  notify: ['outbox_message'],
  billing: [
    'sales_package',
    'sales_license',
    'sales_price_tier',
    'sales_offer',
    'sales_voucher',
    'sales_voucher_redemption',
    'sales_purchase',
    'payment_idempotency',
    'payment_customer',
    'payment_sandbox_charge',
    'payment_refund',
    'payment_webhook_event',
    'subscription',
    'money_ledger',
    'billing_mail_cursor',
    'billing_mail',
  ],
  guide: ['guide_channel', 'guide_programme', 'guide_import'],
  recording: ['recording_lease', 'recording_channel', 'recorded_segment', 'recording_gap'],
  media: ['catchup_cut', 'catchup_segment', 'recorded_discontinuity'],
  playback: ['stream_lease'],
  lists: ['user_list_entry'],
  platform: ['catalog_version', 'background_job', 'schema_migration'],
};

/**
 * The modules of a feature that other features may import, by their path inside the feature without the
 * extension (`index` when the import names the feature's folder). Anything else of a feature is its own.
 * - auth: the session, which the auth feature writes and every screen that depends on the visitor reads;
 * - lists: the favourite button of the channel play page and the resume position the player pages start from;
 * - player: its public entry, the chunk boundary that loads the player and hls.js only on playback pages.
 */
const SHARED_FEATURE_MODULES = {
  auth: ['session/session-store', 'session/session-actions'],
  lists: ['components/favourite-button', 'hooks/use-resume-position'],
  player: ['index'],
};

const STORAGE_GLOBALS = ['localStorage', 'sessionStorage'];
const STORAGE_MESSAGE =
  'Use src/lib/browser-storage.ts, the one way to Web Storage (it survives storage that throws).';

/**
 * What only one module of the web app may read: the time (lib/clock.ts, which the server's rendering sets to
 * the server's clock and the journeys set in the browser) and build-time settings (config/env.ts).
 */
const WEB_ONLY_IN = [
  {
    module: 'apps/web/src/lib/clock.ts',
    selectors: [
      {
        selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
        message: 'Read the time from lib/clock.ts (nowMs).',
      },
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'Read the time from lib/clock.ts (now).',
      },
    ],
  },
  {
    module: 'apps/web/src/config/env.ts',
    selectors: [
      {
        selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
        message:
          'Read build-time settings from src/config/env.ts, the one module that reads import.meta.env.',
      },
    ],
  },
];

const SQL_MESSAGE = 'SQL belongs in a *-repository.ts file (or the platform database code)';
/** Kysely's query starts: a query built anywhere runs somewhere. */
const QUERY_BUILDERS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'];

/** no-restricted-syntax for the web app: every file gets the selectors of the modules it is not. */
function restrictedWebSyntax() {
  const modules = WEB_ONLY_IN.map(({ module }) => module);
  const rule = (entries) => ({
    'no-restricted-syntax': ['error', ...entries.flatMap(({ selectors }) => selectors)],
  });
  return [
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      ignores: [...modules, '**/*.test.{ts,tsx}'],
      rules: rule(WEB_ONLY_IN),
    },
    ...WEB_ONLY_IN.map(({ module }) => ({
      files: [module],
      rules: rule(WEB_ONLY_IN.filter((entry) => entry.module !== module)),
    })),
  ];
}

/**
 * The TypeScript projects whose imports the cycle check follows: each resolves its own way (the server's
 * `.js` specifiers name `.ts` files; the web, e2e and bench bundle), and @sahra/contracts resolves through
 * its workspace link to the source.
 */
const TS_PROJECTS = [
  'packages/contracts/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/.data*/**',
      'bench/.data/**',
      'e2e/screenshots/**',
      'bench/results/**',
      '**/test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // the Vite config is checked on its own (apps/web/tsconfig.node.json), outside the app's project
        projectService: {
          allowDefaultProject: ['apps/web/vite.config.ts'],
          defaultProject: 'apps/web/tsconfig.node.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
    },
  },
  {
    // a journey asks for a fixture such as `member` for what it does (signs in), not always for its value
    files: ['e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', varsIgnorePattern: '^_' }],
    },
  },
  {
    // deploy/: njs and other files that nginx or a CDN runs, outside every TypeScript project
    files: ['*.js', '*.ts', '**/*.mjs', 'scripts/**', 'deploy/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Web Storage only through the wrapper, which survives storage that throws (private browsing); tests
    // stub and read the globals themselves
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/browser-storage.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...STORAGE_GLOBALS.map((name) => ({ name, message: STORAGE_MESSAGE })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          STORAGE_GLOBALS.map((property) => ({ object, property, message: STORAGE_MESSAGE })),
        ),
      ],
    },
  },
  // one rule, so its options are set once per file: each module that may read a thing is left out of its own
  ...restrictedWebSyntax(),
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { sahra: SAHRA_PLUGIN },
    rules: {
      'sahra/feature-boundaries': ['error', { featuresRoot: FEATURES_ROOT, shared: SHARED_FEATURE_MODULES }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { sahra: SAHRA_PLUGIN },
    rules: {
      'sahra/feature-boundaries': [
        'error',
        {
          featuresRoot: SERVER_MODULES_ROOT,
          shared: SERVER_MODULE_FACES,
          hint: "import what it offers from its public.ts, the module's one face (ADR 025)",
        },
      ],
    },
  },
  {
    // a module queries its own tables alone; tests may arrange any table's rows
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { sahra: SAHRA_PLUGIN },
    rules: {
      'sahra/table-owners': [
        'error',
        {
          modulesRoot: SERVER_MODULES_ROOT,
          owners: Object.fromEntries(
            Object.entries(TABLE_OWNERS).flatMap(([owner, tables]) => tables.map((table) => [table, owner])),
          ),
        },
      ],
    },
  },
  {
    // SQL runs only in repositories, the platform's database code and the test databases: routes and rules
    // read as the product's steps, and every query of a table is found in one place (docs/ARCHITECTURE.md)
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*-repository.ts',
      '**/repository.ts',
      'apps/server/src/platform/**',
      'apps/server/src/testing/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_MESSAGE },
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS.join('|')})$/]`,
          message: SQL_MESSAGE,
        },
      ],
    },
  },
  {
    // no module reaches itself through its imports (ADR 025): a cycle makes the load order decide what a
    // module sees at start-up and ties modules that should stand apart (the rule skips type-only imports,
    // which vanish at runtime)
    files: ['{apps/server,apps/web,packages/contracts,e2e,bench}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // the modules the check reads to follow imports further; import-x reads only JavaScript by default
      'import-x/extensions': ['.ts', '.tsx'],
      // the workspace's own packages are followed like the app's modules, not skipped as dependencies
      'import-x/internal-regex': '^@sahra/',
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: TS_PROJECTS, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
