import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = join(__dirname, '../..');

/** Folders of tests/ that are not a source folder on purpose: helpers, and suites that cross layers. */
const NOT_MIRRORED = new Map<string, string>([
  ['tests/server/app', 'the whole server in process, through its RPC, as a client meets it'],
  ['tests/server/bank', 'the money rules across cashier, ledger and play'],
  ['tests/server/crash', 'crashes at every step of a flow, across domain modules'],
  ['tests/server/security', 'attacks from outside, across every layer'],
  ['tests/scenes/assets', 'the asset bundles every scene loads'],
]);
const HELPER_FOLDERS = new Set(['support', 'fakes']);

function foldersUnder(dir: string): string[] {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory())
    .flatMap((path) => [path, ...foldersUnder(path)]);
}

function unmirrored(testRoot: string): string[] {
  return foldersUnder(join(REPO, testRoot))
    .map((path) => relative(REPO, path))
    .filter((folder) => !folder.split('/').some((part) => HELPER_FOLDERS.has(part)))
    .filter(
      (folder) => ![...NOT_MIRRORED.keys()].some((root) => folder === root || folder.startsWith(`${root}/`)),
    )
    .filter((folder) => !exists(join(REPO, folder.slice('tests/'.length))));
}

function exists(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

describe('tests/ mirrors the source tree', () => {
  for (const root of ['tests/src', 'tests/server', 'tests/scenes', 'tests/protocol'])
    it(`every folder of ${root} is a source folder, a helper folder or a declared cross-layer suite`, () => {
      expect(unmirrored(root)).toEqual([]);
    });

  it('no test file lies loose at the top of tests/src', () => {
    const loose = readdirSync(join(REPO, 'tests/src')).filter((name) => /\.test\.tsx?$/.test(name));
    expect(loose).toEqual([]);
  });
});
