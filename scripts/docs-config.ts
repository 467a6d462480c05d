// `npm run docs:config`: writes docs/configuration.md from the configuration schemas' `.describe()` texts
// (src/config/configuration-doc.ts). `-- --check` only says whether the committed file is up to date (exit 1 if not).
import { readFileSync, writeFileSync } from 'node:fs';
import { renderConfigurationDoc } from '../src/config/configuration-doc.ts';

const path = new URL('../docs/configuration.md', import.meta.url);
const text = renderConfigurationDoc();
if (process.argv.includes('--check')) {
  const current = (() => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return '';
    }
  })();
  if (current !== text) {
    console.error('docs/configuration.md is out of date: run npm run docs:config');
    process.exit(1);
  }
} else {
  writeFileSync(path, text);
  console.log('docs/configuration.md written');
}
