import { describe, expect, it } from 'vitest';
import { manifestPath, webManifest } from './web-manifest.ts';

describe('web app manifest', () => {
  it("installs the language's start page, standalone, with 192, 512 and maskable icons", () => {
    const manifest = webManifest({ lang: 'it', name: 'La Mia Rete', description: 'Orari', colors: {} });
    expect(manifest).toMatchObject({
      id: '/it',
      lang: 'it',
      name: 'La Mia Rete',
      short_name: 'La Mia Rete',
      start_url: '/it',
      display: 'standalone',
      theme_color: '#0b5cad',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    expect(manifestPath('it')).toBe('/manifests/it.webmanifest');
  });

  it("takes the configuration's colours and shortens a long brand for launchers", () => {
    const manifest = webManifest({
      lang: 'en',
      name: 'Metropolitan Transit Authority',
      description: '',
      colors: { primary: '#7a2e0e', surface: '#fffaf3' },
    });
    expect(manifest.theme_color).toBe('#7a2e0e');
    expect(manifest.background_color).toBe('#fffaf3');
    expect(manifest.short_name).toBe('Metropolitan');
  });
});
