import path from 'node:path';

/** The feature a file belongs to and the module's path inside it, or undefined outside the features. */
function featureModule(featuresRoot, file) {
  const relative = path.relative(featuresRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [feature, ...rest] = relative.split(path.sep);
  const module = rest.join('/').replace(/\.(tsx?|jsx?)$/, '');
  return { feature, module: module === '' ? 'index' : module };
}

export const WEB_HINT =
  'move shared code to components, lib or api, or list a public module in SHARED_FEATURE_MODULES (eslint.config.js).';

/**
 * A feature never reaches into another feature (bulletproof-react's rule): shared code lives in
 * components, lib or api, and only src/app composes features. The import is resolved against the importing
 * file, so every spelling of a path ('../../player', '../player/index', '../../../features/lists/...')
 * is judged by where it leads; what may cross is listed in the `shared` option, not slipped past.
 *
 * Options: `featuresRoot`, the absolute folder holding one folder per feature; `shared`, per feature the
 * modules other features may import, by their path inside the feature without the extension (`index`
 * when the import names the feature's folder); `hint`, what the message tells to do instead. The server's
 * modules are held apart by the same rule, each opening only its `public.ts`.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          featuresRoot: { type: 'string' },
          shared: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          hint: { type: 'string' },
        },
        required: ['featuresRoot', 'shared'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossing: 'The {{feature}} feature must not import {{module}} of the {{other}} feature: {{hint}}',
    },
  },
  create(context) {
    const [{ featuresRoot, shared, hint = WEB_HINT }] = context.options;
    const importer = featureModule(featuresRoot, context.filename);
    if (!importer) return {};
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = featureModule(featuresRoot, path.resolve(path.dirname(context.filename), source.value));
      if (!target || target.feature === importer.feature) return;
      if ((shared[target.feature] ?? []).includes(target.module)) return;
      context.report({
        node,
        messageId: 'crossing',
        data: { feature: importer.feature, other: target.feature, module: target.module, hint },
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
