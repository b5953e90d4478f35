#!/usr/bin/env node
/*
 * The import boundaries of both apps (docs/adding-an-area.md), run by `npm run lint`.
 *
 * Server (apps/server/src):
 * - platform/ imports only platform/ (never modules/ or the app);
 * - a module (modules/<area>/) imports no file above src/modules (app.ts, server.ts, …), not
 *   modules/context.ts (what the composition root hands every area: an area names the slice it
 *   uses, so no circle runs through the list), and another area only through its face, `../<other>`;
 * - scale/ (the scale seed and bench) imports modules only through their faces, but for the demo
 *   area's data catalogue (the scale set is the demo data at size);
 * - tests and test helpers may also use another area's test-fixtures, and apps/server/test/; so
 *   may scale/, which is never part of the server and measures with the tests' real parts (the
 *   webhook receiver);
 * - SQL lives in a module's `*.queries.ts` files: no other module file imports drizzle-orm or the
 *   schema's tables (types are fine) or runs `.execute(`; the demo seed is the one exception;
 * - a `*.service.ts` or `*.queries.ts` never imports fastify: its route parses the request;
 * - the areas' imports of each other (tests aside) form no cycle.
 * Console (apps/console/src):
 * - shared/ imports only shared/;
 * - a feature (features/<area>/) imports only itself and shared/; the app composes features;
 * - tests may also use apps/console/test (the component-test harness);
 * - imports from one unit to another use the aliases `@/` (src) and `@test/` (test), and are checked
 *   as the files they name.
 * Packages (`@console/contracts/...`, libraries) are always allowed. Exits 1 and lists every
 * broken import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/server/src');
const serverTests = join(root, 'apps/server/test');
const console_ = join(root, 'apps/console/src');
const consoleTests = join(root, 'apps/console/test');
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)['"]([^'"]+)['"]/gm;
const isTestSupport = (file) => /(\.test|test-fixtures|test-helpers)\.tsx?$/.test(file);
const isFixture = (path) => /(^|-)test-fixtures(\.ts)?$/.test(path.split('/').pop() ?? '');
const posix = (path) => path.split(sep).join('/');

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** A module's face: `modules/<area>` or its index; anything deeper is its inside. */
function reachesInside(to) {
  const [, , ...rest] = to.split('/');
  const inside = rest.join('/');
  return inside === '' || inside === 'index' || inside === 'index.ts' ? undefined : inside;
}

/** Why a server file (`from`, relative to src) may not import `target`, or undefined when it may. */
function serverViolation(from, target) {
  const to = posix(relative(server, target));
  const [layer, area] = from.split('/');
  if (target.startsWith(serverTests + sep) || target === serverTests) {
    return isTestSupport(from) || from.startsWith('scale/')
      ? undefined
      : 'only tests and scale/ import apps/server/test';
  }
  if (layer === 'platform') {
    return to.startsWith('platform/') ? undefined : 'platform imports only platform';
  }
  if (layer === 'scale') {
    const inside =
      to.startsWith('modules/') && !to.startsWith('modules/demo/') ? reachesInside(to) : undefined;
    return inside ? `scale/ reaches into ${to}: import the area's index.ts` : undefined;
  }
  if (layer !== 'modules' || !from.slice('modules/'.length).includes('/')) return undefined;
  if (to.startsWith('platform/')) return undefined;
  if (!to.startsWith('modules/')) return `a module imports nothing above src/modules (${to})`;
  const other = to.split('/')[1];
  if (other === 'context' || other === 'context.ts')
    return "modules/context.ts is the composition root's: take the narrow slice you use (Pick<PlatformContext, …> and the shared services' types from their areas)";
  if (other === area) return undefined;
  const inside = reachesInside(to);
  if (!inside || (isTestSupport(from) && isFixture(inside))) return undefined;
  return `modules/${area} reaches into modules/${other}/${inside}: import '../${other}' (its index.ts)`;
}

/** Why a console file may not import `target`, or undefined when it may. */
function consoleViolation(from, target) {
  const to = posix(relative(console_, target));
  const [layer, area] = from.split('/');
  if (target.startsWith(consoleTests + sep)) {
    return isTestSupport(from) ? undefined : 'only tests import apps/console/test';
  }
  if (layer === 'shared') {
    return to.startsWith('shared/')
      ? undefined
      : 'shared/ is imported by features and app, never the other way';
  }
  if (layer !== 'features') return undefined;
  if (to.startsWith('shared/') || to.startsWith(`features/${area}/`)) return undefined;
  return `features/${area} imports ${to}: a feature imports only itself and shared/; compose features in app/`;
}

const importStatement = /^\s*import\s+([^;]*?)\s+from\s*['"]([^'"]+)['"]/gm;
const touchesSql = (specifier) =>
  specifier === 'drizzle-orm' ||
  specifier.startsWith('drizzle-orm/') ||
  /platform\/db\/schema(\/|$)/.test(specifier);

/** `type X` or `{ type A, type B }`: nothing that exists at run time. */
function typeOnly(clause) {
  if (/^type\s/.test(clause)) return true;
  const names = /^\{([^}]*)\}$/.exec(clause.trim());
  return names?.[1].split(',').every((name) => !name.trim() || /^type\s/.test(name.trim()));
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/**
 * Where a server module file breaks its layer: SQL outside its queries files, or a service or
 * queries file that takes the HTTP request (routes parse it and hand over the parsed value).
 */
function layerViolations(from, text) {
  if (!from.startsWith('modules/') || isTestSupport(from)) return [];
  const found = [];
  const sqlAllowed = from.endsWith('.queries.ts') || from.startsWith('modules/demo/');
  const takesNoRequest = /\.(service|queries)\.ts$/.test(from);
  for (const match of text.matchAll(importStatement)) {
    const [, clause, specifier] = match;
    if (!sqlAllowed && touchesSql(specifier) && !typeOnly(clause))
      found.push({
        index: match.index,
        why: `'${specifier}': SQL goes in the area's *.queries.ts; call a named query`,
      });
    if (takesNoRequest && specifier === 'fastify')
      found.push({
        index: match.index,
        why: "'fastify': a service takes parsed input; its route reads the request",
      });
  }
  if (!sqlAllowed)
    for (const match of text.matchAll(/\.execute\(/g))
      found.push({
        index: match.index,
        why: ".execute(: SQL goes in the area's *.queries.ts; call a named query",
      });
  return found.map(({ index, why }) => ({ line: lineOf(text, index), why }));
}

/** Area → the areas it imports (tests and test helpers aside), to find cycles between areas. */
const areaImports = new Map();
function noteAreaImport(from, target) {
  const [layer, area] = from.split('/');
  const [toLayer, other] = posix(relative(server, target)).split('/');
  if (layer !== 'modules' || toLayer !== 'modules' || isTestSupport(from)) return;
  if (!from.slice('modules/'.length).includes('/') || !other || other === area) return;
  if (!areaImports.has(area)) areaImports.set(area, new Set());
  areaImports.get(area).add(other);
}

/** Each cycle between areas once, as `a → b → a`. */
function areaCycles() {
  const cycles = new Set();
  const visit = (area, path) => {
    const at = path.indexOf(area);
    if (at >= 0) {
      const loop = path.slice(at);
      const start = loop.indexOf([...loop].sort()[0]);
      cycles.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' → '));
      return;
    }
    for (const next of areaImports.get(area) ?? []) visit(next, [...path, area]);
  };
  for (const area of areaImports.keys()) visit(area, []);
  return [...cycles];
}

/** The file an import names: a relative path, or the console's aliases (`@/` src, `@test/` test); packages are not ours to check. */
function importTarget(dir, file, specifier) {
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  if (dir !== console_) return undefined;
  if (specifier.startsWith('@/')) return join(console_, specifier.slice(2));
  if (specifier.startsWith('@test/')) return join(consoleTests, specifier.slice(6));
  return undefined;
}

const problems = [];
for (const [dir, violation] of [
  [server, serverViolation],
  [console_, consoleViolation],
]) {
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const from = posix(relative(dir, file));
    if (dir === server) {
      for (const { line, why } of layerViolations(from, text)) {
        problems.push(`${relative(root, file)}:${line}  ${why}`);
      }
    }
    for (const match of text.matchAll(importPattern)) {
      const target = importTarget(dir, file, match[1]);
      if (!target) continue;
      if (dir === server) noteAreaImport(from, target);
      const why = violation(from, target);
      if (why) {
        const line = text.slice(0, match.index).split('\n').length;
        problems.push(`${relative(root, file)}:${line}  '${match[1]}'  ${why}`);
      }
    }
  }
}
for (const cycle of areaCycles())
  problems.push(`apps/server/src/modules: areas import each other in a cycle: ${cycle}`);
if (problems.length > 0) {
  console.error(`Import boundaries broken (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries hold (server areas and layers, console features).');
