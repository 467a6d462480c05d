import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { networkFilePath } from '../src/server/network/model/network-location.ts';

// `npm run bff` runs the backend in plain Node, outside Vite: a module of the backend that reads import.meta.env (as
// the i18n loader does) breaks it while every Vite-run test passes. This starts the real script.
describe.skipIf(!existsSync(networkFilePath()))('npm run bff (the backend alone, plain Node)', () => {
  it('starts and answers the network and OpenAPI documents, compressed when accepted', async () => {
    const child = spawn(process.execPath, ['scripts/bff.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    try {
      const base = await new Promise<string>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const listening = /listening on (http:\/\/[^\s]+)/.exec(output);
          if (listening) resolve(listening[1]);
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.on('exit', (code) => reject(new Error(`bff exited (code ${code}):\n${output}`)));
      });
      const network = await fetch(`${base}/api/v1/network`);
      expect(network.status).toBe(200);
      expect(((await network.json()) as { timezone: string }).timezone).toBeTruthy();
      const openapi = await fetch(`${base}/openapi.json`, { headers: { 'accept-encoding': 'br' } });
      expect(openapi.status).toBe(200);
      // Compressed at this server's edge, as the site compresses its /bff answers (fetch decodes it).
      expect(openapi.headers.get('content-encoding')).toBe('br');
      expect(((await openapi.json()) as { openapi: string }).openapi).toBeTruthy();
    } finally {
      child.kill('SIGTERM');
    }
  }, 60_000);
});
