// ESLint rule `features/allowed-imports`: a file of apps/web/src/features/<feature>/ imports another feature only if
// the graph given in eslint.config.js lists that edge (docs/architecture.md, "Workspace packages"). `common` may be
// imported by every feature and imports none; `api/` and `app/` are not features. The graph itself must have no
// cycle: loading the configuration fails otherwise, naming the cycle.
import { dirname, resolve, sep } from 'node:path';

const FEATURES_DIR = `${sep}apps${sep}web${sep}src${sep}features${sep}`;

/** The feature a file belongs to (its folder under features/), or null outside the features. */
function featureOf(file) {
  const at = file.indexOf(FEATURES_DIR);
  if (at < 0) return null;
  const rest = file.slice(at + FEATURES_DIR.length).split(sep);
  return rest.length > 1 ? rest[0] : null;
}

/** Throws when `graph` (feature -> features it may import) has a cycle. */
export function assertAcyclic(graph) {
  const state = new Map(); // feature -> 'visiting' | 'done'
  const path = [];
  const visit = (feature) => {
    if (state.get(feature) === 'done') return;
    if (state.get(feature) === 'visiting')
      throw new Error(
        `features/allowed-imports: the feature graph has a cycle: ${[...path, feature].join(' -> ')}`,
      );
    state.set(feature, 'visiting');
    path.push(feature);
    for (const next of graph[feature] ?? []) visit(next);
    path.pop();
    state.set(feature, 'done');
  };
  for (const feature of Object.keys(graph)) visit(feature);
}

/** @type {import('eslint').Rule.RuleModule} */
const allowedImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports only `common` and the features the graph allows it' },
    schema: [{ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }],
    messages: {
      notAllowed:
        "Feature '{{from}}' may not import '{{to}}' (allowed: common{{allowed}}). Move the shared piece to " +
        'features/common/ or features/records/, or add the edge to the graph in eslint.config.js if no cycle results.',
      unknown: "Feature '{{from}}' is not in the feature graph of eslint.config.js.",
    },
  },
  create(context) {
    const graph = context.options[0] ?? {};
    assertAcyclic(graph);
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = featureOf(resolve(dirname(context.filename), source.value));
      if (!to || to === from || to === 'common') return;
      if (!(from in graph)) return;
      const allowed = graph[from];
      if (!allowed.includes(to))
        context.report({
          node,
          messageId: 'notAllowed',
          data: { from, to, allowed: allowed.map((f) => `, ${f}`).join('') },
        });
    };
    return {
      // Every feature is in the graph, even one that imports no other (so the graph is the whole map of features).
      Program: (node) => {
        if (!(from in graph)) context.report({ node, messageId: 'unknown', data: { from } });
      },
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export default { rules: { 'allowed-imports': allowedImports } };
