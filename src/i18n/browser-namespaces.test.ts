import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, mergeLocaleFiles, resources } from './index.ts';
import { SERVER_ONLY_NAMESPACES } from './server-only-namespaces.ts';

const chunks = import.meta.glob<Record<string, Record<string, unknown>>>('./bundles/*.ts', {
  eager: true,
  import: 'default',
});

// Folders whose modules never reach the browser; the rest of src/ may be imported by an island or a page script.
const SERVER_FOLDERS = [
  'server',
  'pages',
  'middleware',
  'gateway',
  'upstream',
  'front-door',
  'loaders',
  'test-support',
];

function browserSources(): string[] {
  const root = join(import.meta.dirname, '..');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .filter((path) => !SERVER_FOLDERS.includes(path.split(/[\\/]/)[0]))
    .map((path) => join(root, path));
}

describe('the browser language chunks', () => {
  for (const lang of LANGS) {
    it(`${lang}: every namespace but the server-only ones`, () => {
      const chunk = chunks[`./bundles/${lang}.ts`];
      const loaded = Object.keys(mergeLocaleFiles(chunk)[lang] ?? {}).sort();
      const expected = Object.keys(resources[lang] ?? {})
        .filter((namespace) => !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(namespace))
        .sort();
      expect(loaded).toEqual(expected);
    });
  }

  it('leave out only namespaces that no browser module names', () => {
    const pattern = new RegExp(`['"\`](${SERVER_ONLY_NAMESPACES.join('|')})\\.[A-Za-z]`);
    const offenders = browserSources().filter((path) => pattern.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
