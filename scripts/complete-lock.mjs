// Adds lock entries for msgpackr's optional native builds on other platforms. The registry this
// project installs from serves only some of them, so `npm install` leaves the rest out of
// package-lock.json and `npm ci` then refuses the lock as out of sync. The entries need no
// download address: npm skips a package whose os/cpu do not match the machine.
// Run after any `npm install` that rewrites the lock: `node scripts/complete-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const extract = lock.packages['node_modules/msgpackr-extract'];
let added = 0;
for (const [name, version] of Object.entries(extract?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [os, cpu] = name.replace('@msgpackr-extract/msgpackr-extract-', '').split('-');
  lock.packages[key] = { version, cpu: [cpu], license: 'MIT', optional: true, os: [os] };
  added++;
}
const [root, ...rest] = Object.entries(lock.packages);
lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
console.log(added ? `added ${added} platform entries` : 'lock already complete');
