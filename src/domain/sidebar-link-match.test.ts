import { describe, expect, it } from 'vitest';
import { isSidebarLinkActive } from './sidebar-link-match.ts';

describe('isSidebarLinkActive', () => {
  it('highlights the exact page', () => {
    expect(isSidebarLinkActive('/fr/schedules', '/fr/schedules')).toBe(true);
  });

  it('highlights pages below the link (link plus a suffix)', () => {
    expect(isSidebarLinkActive('/fr/schedules/line/12', '/fr/schedules')).toBe(true);
    expect(isSidebarLinkActive('/en/trip-planner/results', '/en/trip-planner')).toBe(true);
  });

  it('matches whole segments only', () => {
    expect(isSidebarLinkActive('/fr/schedules-news', '/fr/schedules')).toBe(false);
    expect(isSidebarLinkActive('/fr/proximity', '/fr/schedules')).toBe(false);
  });

  it('ignores query strings, hashes and trailing slashes on both sides', () => {
    expect(isSidebarLinkActive('/fr/proximity/?widget=true', '/fr/proximity')).toBe(true);
    expect(isSidebarLinkActive('/fr/proximity', '/fr/proximity/?widget=true#map')).toBe(true);
  });

  it('lights a language root or the site root only on itself', () => {
    expect(isSidebarLinkActive('/fr', '/fr')).toBe(true);
    expect(isSidebarLinkActive('/fr/', '/fr')).toBe(true);
    expect(isSidebarLinkActive('/fr/schedules', '/fr')).toBe(false);
    expect(isSidebarLinkActive('/', '/')).toBe(true);
    expect(isSidebarLinkActive('/fr', '/')).toBe(false);
  });

  it('never highlights external links', () => {
    expect(isSidebarLinkActive('/fr/shop', 'https://shop.example/fr/shop')).toBe(false);
    expect(isSidebarLinkActive('/fr/shop', '//shop.example/fr/shop')).toBe(false);
  });
});
