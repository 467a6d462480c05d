import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { componentHref, isExternalHref, logoItems, stringProp, textOrKey } from './chrome-props.ts';

describe('chrome component props', () => {
  it('reads non-empty strings only', () => {
    expect(stringProp({ a: 'x', b: '', c: 3 }, 'a')).toBe('x');
    expect(stringProp({ a: 'x', b: '', c: 3 }, 'b')).toBeUndefined();
    expect(stringProp({ a: 'x', b: '', c: 3 }, 'c')).toBeUndefined();
  });

  it('links to a named route in the page language, or to the configured link', () => {
    expect(componentHref({ route: 'schedules' }, 'de', false)).toBe('/de/schedules');
    expect(componentHref({ link: 'https://shop.example/' }, 'fr', false)).toBe('https://shop.example/');
    expect(componentHref({}, 'fr', false, '/')).toBe('/');
    expect(componentHref({}, 'fr', false)).toBeUndefined();
    expect(componentHref({ route: 'no-such-route' }, 'fr', false)).toBeUndefined();
  });

  it('keeps widget mode on internal links only', () => {
    expect(componentHref({ route: 'proximity' }, 'en', true)).toBe('/en/proximity?widget=true');
    expect(componentHref({ link: 'https://shop.example/' }, 'en', true)).toBe('https://shop.example/');
  });

  it('refuses script links', () => {
    expect(componentHref({ link: 'javascript:alert(1)' }, 'fr', false)).toBeUndefined();
    expect(componentHref({ link: ' JavaScript:alert(1)' }, 'fr', false)).toBeUndefined();
  });

  it('tells external links apart', () => {
    expect(isExternalHref('https://a.example')).toBe(true);
    expect(isExternalHref('mailto:a@b.example')).toBe(true);
    expect(isExternalHref('//a.example')).toBe(true);
    expect(isExternalHref('/fr/schedules')).toBe(false);
  });

  it('translates keys and keeps plain text', () => {
    const i18n = getI18n('fr');
    expect(textOrKey(i18n, 'footer.cookies')).toBe('Gestion des cookies');
    expect(textOrKey(i18n, 'Région Sud')).toBe('Région Sud');
  });

  it('reads logo items with the link defaulting to the root and a translated alt', () => {
    const items = logoItems(
      {
        logos: [
          { url: '/logos/region.svg', alt: 'footer.cookies' },
          { url: '/logos/city.svg', link: 'https://city.example', alt: 'City' },
          { link: '/x' },
          { url: 'javascript:alert(1)' },
          'nonsense',
        ],
      },
      getI18n('fr'),
      false,
    );
    expect(items).toEqual([
      { url: '/logos/region.svg', link: '/', alt: 'Gestion des cookies' },
      { url: '/logos/city.svg', link: 'https://city.example', alt: 'City' },
    ]);
  });
});
