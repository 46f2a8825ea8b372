import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import path from 'node:path';

const WEB_SRC = path.resolve(import.meta.dirname, 'apps/web/src');
const FEATURES_ROOT = path.join(WEB_SRC, 'features');

/**
 * The modules of a feature that other features may import, by their path inside the feature without the
 * extension (a folder's `index` when the import names the folder). Anything else of a feature is its own.
 * - auth: the session, which the auth feature writes and every screen that depends on the visitor reads;
 * - lists: the favourite button of the channel play page and the resume position the player pages start from;
 * - player: its public entry, the chunk boundary that loads the player and hls.js only on playback pages.
 */
const SHARED_FEATURE_MODULES = {
  auth: ['session/session-store', 'session/session-actions'],
  lists: ['components/favourite-button', 'hooks/use-resume-position'],
  player: ['index'],
};

/** The feature a file belongs to and the module's path inside it, or undefined outside the features. */
function featureModule(file) {
  const relative = path.relative(FEATURES_ROOT, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [feature, ...rest] = relative.split(path.sep);
  const module = rest.join('/').replace(/\.(tsx?|jsx?)$/, '');
  return { feature, module: module === '' ? 'index' : module };
}

/**
 * A feature never reaches into another feature (bulletproof-react's rule): shared code lives in
 * components, lib or api, and only src/app composes features. The import is resolved against the importing
 * file, so every spelling of a path ('../../player', '../player/index', '../../../features/lists/...')
 * is judged by where it leads; what may cross is listed in SHARED_FEATURE_MODULES, not slipped past.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossing:
        'The {{feature}} feature must not import {{module}} of the {{other}} feature: move shared code to ' +
        'components, lib or api, or list a public module in SHARED_FEATURE_MODULES (eslint.config.js).',
    },
  },
  create(context) {
    const importer = featureModule(context.filename);
    if (!importer) return {};
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = featureModule(path.resolve(path.dirname(context.filename), source.value));
      if (!target || target.feature === importer.feature) return;
      if ((SHARED_FEATURE_MODULES[target.feature] ?? []).includes(target.module)) return;
      context.report({
        node,
        messageId: 'crossing',
        data: { feature: importer.feature, other: target.feature, module: target.module },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal),
    };
  },
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
      'test-results/**',
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
    files: ['*.js', '*.ts', '**/*.mjs', 'scripts/**'],
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
    plugins: { sahra: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'sahra/feature-boundaries': 'error' },
  },
);
