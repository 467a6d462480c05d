import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishResponse } from './headers.ts';

const page = () =>
  new Response('<!doctype html><title>t</title>', {
    headers: { 'content-type': 'text/html', 'Content-Security-Policy': "default-src 'self'" },
  });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('Trusted Types on pages', () => {
  it('are enforced by default, with the policy names the site creates', () => {
    const response = finishResponse(new Request('http://127.0.0.1/en'), page());
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'; require-trusted-types-for 'script'; trusted-types default script-loader widget-board service-worker kas-login-widget",
    );
    expect(response.headers.get('Content-Security-Policy-Report-Only')).toBeNull();
  });

  it('are only reported with TRUSTED_TYPES=report-only', async () => {
    vi.stubEnv('TRUSTED_TYPES', 'report-only');
    vi.resetModules();
    const { finishResponse: finish } = await import('./headers.ts');
    const response = finish(new Request('http://127.0.0.1/en'), page());
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(response.headers.get('Content-Security-Policy-Report-Only')).toBe(
      "require-trusted-types-for 'script'; trusted-types default script-loader widget-board service-worker kas-login-widget; report-uri /csp-report; report-to csp-endpoint",
    );
  });
});
