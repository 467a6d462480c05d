import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../config/site-config.ts';
import { parsePartners } from '../config/partners.ts';
import { pageCspDirectives, pageScriptOrigins, widgetFrameOrigins } from './csp-directives.ts';

describe('page CSP directives', () => {
  it("allow only 'self' by default", () => {
    expect(pageCspDirectives(parseSiteConfig({}), false)).toEqual([
      "connect-src 'self'",
      "img-src 'self' data: blob:",
      "frame-ancestors 'self'",
    ]);
    expect(pageScriptOrigins(parseSiteConfig({}))).toEqual([]);
  });

  it('add the map origins from the configuration', () => {
    const site = parseSiteConfig({
      map: {
        styleUrl: 'https://tiles.openfreemap.org/styles/liberty',
        origins: ['https://tiles.openfreemap.org', 'https://fonts.example.org'],
      },
    });
    const [connect, img] = pageCspDirectives(site, false);
    expect(connect).toBe("connect-src 'self' https://tiles.openfreemap.org https://fonts.example.org");
    expect(img).toContain('https://tiles.openfreemap.org');
  });

  it('let allow-listed partners frame the page in widget mode only', () => {
    const site = parseSiteConfig({ widget: { allowedOrigins: ['https://partner.example'] } });
    expect(pageCspDirectives(site, true)[2]).toBe("frame-ancestors 'self' https://partner.example");
    expect(pageCspDirectives(site, false)[2]).toBe("frame-ancestors 'self'");
  });

  it("open framing to the named partner's origins only, on widget responses only", () => {
    const site = parseSiteConfig({ widget: { allowedOrigins: ['https://legacy.example'], embedAnywhere: false } });
    const partners = parsePartners([
      { id: 'a', name: 'A', allowedOrigins: ['https://a.example'], defaultWidget: { kind: 'trip' } },
      {
        id: 'b',
        name: 'B',
        allowedOrigins: ['https://b.example', 'http://127.0.0.1:4521'],
        defaultWidget: { kind: 'trip' },
      },
    ]);
    expect(widgetFrameOrigins(site, partners, 'b')).toEqual(['https://b.example', 'http://127.0.0.1:4521']);
    expect(widgetFrameOrigins(site, partners, 'nobody')).toEqual([]);
    expect(widgetFrameOrigins(site, partners, null)).toEqual([
      'https://legacy.example',
      'https://a.example',
      'https://b.example',
      'http://127.0.0.1:4521',
    ]);
    expect(pageCspDirectives(site, true, widgetFrameOrigins(site, partners, 'a'))[2]).toBe(
      "frame-ancestors 'self' https://a.example",
    );
    expect(pageCspDirectives(site, false, widgetFrameOrigins(site, partners, 'a'))[2]).toBe("frame-ancestors 'self'");
  });

  it('let any site frame a widget without partner branding by default, partner widgets staying with their partner', () => {
    const partners = parsePartners([
      { id: 'a', name: 'A', allowedOrigins: ['https://a.example'], defaultWidget: { kind: 'trip' } },
    ]);
    const site = parseSiteConfig({});
    expect(widgetFrameOrigins(site, partners, null)).toEqual(['*']);
    expect(pageCspDirectives(site, true, widgetFrameOrigins(site, partners, null))[2]).toBe("frame-ancestors 'self' *");
    expect(pageCspDirectives(site, true, widgetFrameOrigins(site, partners, 'a'))[2]).toBe(
      "frame-ancestors 'self' https://a.example",
    );
    expect(widgetFrameOrigins(site, partners, 'nobody')).toEqual([]);
    // Switched off: the partners' and the configured origins only, as before.
    const closed = parseSiteConfig({ widget: { embedAnywhere: false } });
    expect(widgetFrameOrigins(closed, partners, null)).toEqual(['https://a.example']);
  });
});
