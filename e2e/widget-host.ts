import { createServer, type Server } from 'node:http';

/**
 * A partner's web site for the widget journeys: a tiny HTTP server on a second loopback origin that embeds a widget of
 * the site under test, with the one-line script (`/script?path=…`) or a plain iframe (`/iframe?path=…`).
 */
export interface WidgetHost {
  origin: string;
  close(): Promise<void>;
}

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title></head><body><h1>Partner page</h1>${body}<p id="after">Below the widget</p></body></html>`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function startWidgetHost(port: number, site: string): Promise<WidgetHost> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    const widget = `${site}${url.searchParams.get('path') ?? '/'}`;
    const html =
      url.pathname === '/script'
        ? page(
            `<script async src="${site}/widget-embed.js" data-widget="${escapeHtml(widget)}" data-title="Transit widget"></script>`,
          )
        : url.pathname === '/iframe'
          ? page(
              `<iframe src="${escapeHtml(widget)}" title="Transit widget" width="100%" height="600" style="border:0"></iframe>`,
            )
          : null;
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
