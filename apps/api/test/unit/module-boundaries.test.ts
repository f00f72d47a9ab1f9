import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The API's module layering (docs/architecture.md, "Modules"): a module never imports app.ts (its types are in
// deps.ts); the map kernel (modules/map/) depends on no feature module; and no two module folders depend on each
// other, directly or through others. Each failure names the importing file and the path of folders.

const SRC = resolve(import.meta.dirname, '../../src');
const MODULES = join(SRC, 'modules');
const KERNEL = 'map';

interface Edge {
  from: string;
  to: string;
  /** The importing file, relative to apps/api/src. */
  file: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** The relative specifiers a file imports or re-exports (static and dynamic, type-only included). */
function importsOf(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specs: string[] = [];
  for (const m of code.matchAll(/\b(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g))
    specs.push(m[1]!);
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1]!);
  return specs.filter((s) => s.startsWith('.'));
}

/** The module folder a file is in ('' for files directly in modules/, undefined outside modules/). */
function folderOf(file: string): string | undefined {
  const rel = relative(MODULES, file);
  if (rel.startsWith('..')) return undefined;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts[0] : '';
}

/** A circle of module folders, as `a -> b -> a` with the file behind each step, or undefined. */
function findCircle(edges: Edge[]): string | undefined {
  const next = new Map<string, Edge[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e]);
  const done = new Set<string>();
  const path: Edge[] = [];
  const onPath = new Set<string>();
  const visit = (node: string): string | undefined => {
    if (onPath.has(node)) {
      const start = path.findIndex((e) => e.from === node);
      const circle = path.slice(start);
      return [
        [...circle.map((e) => e.from), node].join(' -> '),
        ...circle.map((e) => `  ${e.from} -> ${e.to}: ${e.file}`),
      ].join('\n');
    }
    if (done.has(node)) return undefined;
    onPath.add(node);
    for (const e of next.get(node) ?? []) {
      path.push(e);
      const found = visit(e.to);
      if (found) return found;
      path.pop();
    }
    onPath.delete(node);
    done.add(node);
    return undefined;
  };
  for (const node of [...next.keys()].sort()) {
    const found = visit(node);
    if (found) return found;
  }
  return undefined;
}

function moduleImports() {
  const appImports: string[] = [];
  const edges: Edge[] = [];
  for (const file of sourceFiles(MODULES)) {
    const from = folderOf(file)!;
    const rel = relative(SRC, file);
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), spec.replace(/\.js$/, '.ts'));
      if (target === join(SRC, 'app.ts')) appImports.push(`${rel} imports ${spec}`);
      const to = folderOf(target);
      if (from && to && to !== from) edges.push({ from, to, file: rel });
    }
  }
  return { appImports, edges };
}

describe('API module boundaries', () => {
  const { appImports, edges } = moduleImports();

  it('finds the modules and their imports', () => {
    expect(edges.some((e) => e.to === KERNEL)).toBe(true);
  });

  it('no module imports app.ts', () => {
    expect(appImports, 'import AppInstance and the other types from deps.ts').toEqual([]);
  });

  it(`the map kernel (modules/${KERNEL}/) imports no feature module`, () => {
    const out = edges.filter((e) => e.from === KERNEL).map((e) => `${e.file} imports modules/${e.to}/`);
    expect(out, 'move what the kernel needs into modules/map/').toEqual([]);
  });

  it('no module folders depend on each other in a circle', () => {
    expect(findCircle(edges), 'a circle of module folders').toBeUndefined();
  });

  it('the checks see what they look for', () => {
    expect(importsOf("import type {\n  A,\n} from '../map/a.js';\nexport { b } from './b.js';")).toEqual([
      '../map/a.js',
      './b.js',
    ]);
    expect(importsOf("// import { x } from '../x.js';\nconst m = await import('../y.js');")).toEqual([
      '../y.js',
    ]);
    expect(
      findCircle([
        { from: 'a', to: 'b', file: 'modules/a/x.ts' },
        { from: 'b', to: 'c', file: 'modules/b/y.ts' },
        { from: 'c', to: 'a', file: 'modules/c/z.ts' },
      ]),
    ).toBe('a -> b -> c -> a\n  a -> b: modules/a/x.ts\n  b -> c: modules/b/y.ts\n  c -> a: modules/c/z.ts');
    expect(findCircle([{ from: 'a', to: 'b', file: 'modules/a/x.ts' }])).toBeUndefined();
  });
});
