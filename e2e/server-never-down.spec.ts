import http from 'node:http';
import net from 'node:net';
import { expect, test } from '@playwright/test';

// Requests that killed or bloated the server before (issue 11), sent to the real built server as an attacker would:
// raw sockets, because browsers and fetch refuse to send malformed addresses or TRACE.

function raw(baseURL: string, text: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

test('malformed percent-encoding gets a 400 page (JSON under /bff) and the server keeps serving', async ({
  page,
  baseURL,
}) => {
  for (const target of ['/%', '/fr/%E0%A4%A', '/_astro/%ff.js', '/bff/%c0%ae']) {
    const answer = await raw(baseURL!, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer, target).toMatch(/^HTTP\/1.1 400 /);
    expect(answer, target).toContain(target.startsWith('/bff') ? '"code":"malformed_url"' : 'Adresse mal formée');
  }
  const response = await page.goto('/fr');
  expect(response?.status()).toBe(200);
});

test('TRACE and unknown methods answer 405', async ({ baseURL }) => {
  for (const method of ['TRACE', 'PROPFIND']) {
    const answer = await raw(baseURL!, `${method} /fr HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer, method).toMatch(/^HTTP\/1.1 405 /);
  }
});

test('a chunked upload is cut at the cap with 413 while it streams', async ({ baseURL, request }) => {
  const { hostname, port } = new URL(baseURL!);
  let sent = 0;
  const status = await new Promise<number>((resolve, reject) => {
    const upload = http.request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: '/bff/api/trip-planner/v2/journeys/search',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      },
      (res) => {
        res.resume();
        upload.destroy();
        resolve(res.statusCode ?? 0);
      },
    );
    upload.on('error', reject);
    const chunk = Buffer.alloc(16 * 1024, 32);
    const pump = () => {
      while (sent < 200 * 1024 * 1024 && upload.write(chunk)) sent += chunk.length;
      if (sent < 200 * 1024 * 1024) upload.once('drain', pump);
    };
    pump();
  });
  expect(status).toBe(413);
  expect(sent).toBeLessThan(50 * 1024 * 1024);
  expect((await request.get('/bff/api/v1/network')).status()).toBe(200);
});

test('a forged userToken cookie that cannot go into a header leaves pages and the API working (found by check:fuzz)', async ({
  request,
}) => {
  const headers = { cookie: 'userToken=%EF%BF%BF; userInfos=%EF%BF%BF' };
  const page = await request.get('/en/schedules', { headers });
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('</html>');
  expect((await request.get('/bff/api/v1/network', { headers })).status()).toBe(200);
});
