import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';

const FEATURES_DIR = 'apps/web/src/features';

/**
 * The folders of a feature that other features may use: the session, which the auth feature writes and
 * every screen that depends on the visitor (plans, payment, subscription) reads.
 */
const SHARED_FEATURE_FOLDERS = { auth: ['session'] };

/**
 * A feature never reaches into another feature (bulletproof-react's rule): shared code lives in
 * components, lib or api, and only src/app composes features. One rule per feature, naming the others.
 */
function featureBoundaries() {
  const features = fs.existsSync(FEATURES_DIR) ? fs.readdirSync(FEATURES_DIR) : [];
  return features.map((feature) => {
    const others = features.filter((other) => other !== feature);
    return {
      files: [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: others.map((other) => {
              const shared = (SHARED_FEATURE_FOLDERS[other] ?? []).map((folder) => `${folder}/`).join('|');
              return {
                // an import path naming the other feature's folder, and not one of its shared folders
                regex: `(^|/)(features/|\\.\\./)${other}/${shared ? `(?!(${shared}))` : ''}`,
                message: `The ${feature} feature must not import the ${other} feature.`,
              };
            }),
          },
        ],
      },
    };
  });
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
    files: ['*.js', '*.ts', '**/*.mjs', 'scripts/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundaries(),
);
