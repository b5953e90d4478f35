// Prints the gzipped JavaScript each route downloads, from the Vite build manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** A chunk and everything it imports statically: what the browser fetches to run it. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
// The signed-in shell (layout, menu) is a shared chunk: its manifest key carries a hash, not a path.
const shell = Object.keys(manifest).find((k) => manifest[k].name === 'signed-in-app');
if (!shell) throw new Error('the signed-in shell is not in the build manifest: run npm run build first');
const routes = {
  'login (/)': ['src/features/auth/pages/login-page.tsx'],
  'user info (/dashboard)': [shell, 'src/features/users/pages/user-info-page.tsx'],
  'device search': [shell, 'src/features/devices/pages/device-search-page.tsx'],
};

for (const [route, pages] of Object.entries(routes)) {
  const keys = new Set([entry]);
  for (const page of [entry, ...pages]) for (const k of closure(page)) keys.add(k);
  const total = [...keys].reduce((sum, k) => sum + gz(manifest[k].file), 0);
  console.log(`${route.padEnd(24)} ${kb(total).padStart(10)} gzipped JS in ${keys.size} chunks`);
}
