#!/usr/bin/env node
/*
 * The server's import boundaries (docs/adding-an-area.md), run by `npm run lint`:
 * - platform/ imports only platform/ (never modules/ or the app);
 * - a module (modules/<area>/) imports no file above src/modules (app.ts, server.ts, …) and
 *   another area only through its face, `../<other>` (its index.ts); modules/context.ts is shared;
 * - tests and test helpers may also use another area's test-fixtures, and apps/server/test/.
 * Exits 1 and lists every broken import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps/server/src');
const testDir = join(root, 'apps/server/test');
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)['"]([^'"]+)['"]/gm;
const isTestSupport = (file) => /(\.test|test-fixtures|test-helpers)\.ts$/.test(file);
const isFixture = (path) => /(^|-)test-fixtures(\.ts)?$/.test(path.split('/').pop() ?? '');

function* tsFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

/** Why `file` may not import `spec`, or undefined when it may. */
function violation(file, spec) {
  if (!spec.startsWith('.')) return undefined;
  const from = relative(src, file).split(sep).join('/');
  const target = resolve(dirname(file), spec);
  const to = relative(src, target).split(sep).join('/');
  const [layer, area] = from.split('/');
  if (target.startsWith(testDir + sep) || target === testDir) {
    return isTestSupport(from) ? undefined : 'only tests import apps/server/test';
  }
  if (layer === 'platform') {
    return to.startsWith('platform/') ? undefined : 'platform imports only platform';
  }
  if (layer !== 'modules' || !from.slice('modules/'.length).includes('/')) return undefined;
  if (to.startsWith('platform/')) return undefined;
  if (!to.startsWith('modules/')) return `a module imports nothing above src/modules (${to})`;
  const [, other, ...rest] = to.split('/');
  if (other === area) return undefined;
  if (other === 'context' || other === 'context.ts') return undefined;
  const inside = rest.join('/');
  if (inside === '' || inside === 'index' || inside === 'index.ts') return undefined;
  if (isTestSupport(from) && isFixture(inside)) return undefined;
  return `modules/${area} reaches into modules/${other}/${inside}: import '../${other}' (its index.ts)`;
}

const problems = [];
for (const file of tsFiles(src)) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importPattern)) {
    const why = violation(file, match[1]);
    if (why) {
      const line = text.slice(0, match.index).split('\n').length;
      problems.push(`${relative(root, file)}:${line}  '${match[1]}'  ${why}`);
    }
  }
}
if (problems.length > 0) {
  console.error(`Server import boundaries broken (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Server import boundaries hold.');
