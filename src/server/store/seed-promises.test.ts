import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from './database.ts';
import { MIGRATIONS } from './migrations.ts';
import { LOCALES } from './seed-sql.ts';

/**
 * The seeded banners, menus and notifications say only what the site does: it plans on published timetables and shows
 * real-time departures only where a real-time feed is configured, and it sends no alerts about a person's lines.
 */
const PROMISES = [
  /real.?time|temps réel|tiempo real|tempo reale|echtzeit/i,
  /changed timetables|horaires modifiés|horarios modificados|orari modificati|geänderten fahrpläne/i,
  /alerts for your lines|alertes de vos lignes|alertas de sus líneas|avvisi delle tue linee|meldungen zu ihren linien/i,
];

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function freshPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seed-promises-'));
  dirs.push(dir);
  return join(dir, 'site.sqlite');
}

type Database = ReturnType<typeof openDatabase>;
type Row = Record<string, string | null>;

/** Every seeded text a visitor can read, by locale. */
function seededTexts(db: Database): Map<string, string[]> {
  const texts = new Map<string, string[]>(LOCALES.map((locale) => [locale, []]));
  for (const row of db.prepare('SELECT locale, title, description, button_text FROM banners').all() as Row[]) {
    texts.get(row.locale!)!.push(row.title!, row.description!, row.button_text ?? '');
  }
  for (const row of db.prepare('SELECT menu_slug, title FROM cms_menu_items').all() as Row[]) {
    const locale = LOCALES.find((l) => row.menu_slug!.endsWith(`-${l}`)) ?? 'fr';
    texts.get(locale)!.push(row.title!);
  }
  for (const row of db.prepare('SELECT labels FROM notifications').all() as Row[]) {
    const labels = JSON.parse(row.labels!) as Record<string, string>;
    for (const locale of LOCALES) texts.get(locale)!.push(labels[locale]);
  }
  return texts;
}

function promisesIn(texts: Map<string, string[]>): string[] {
  return [...texts].flatMap(([locale, list]) =>
    list.filter((text) => PROMISES.some((promise) => promise.test(text))).map((text) => `${locale}: ${text}`),
  );
}

describe('seeded content', () => {
  it('promises nothing the site does not do, in all five languages, on a new site', () => {
    const db = openDatabase(freshPath());
    const texts = seededTexts(db);
    db.close();
    for (const locale of LOCALES) expect(texts.get(locale)!.length, locale).toBeGreaterThan(10);
    expect(promisesIn(texts)).toEqual([]);
  });

  it('is corrected on a site seeded with the earlier texts', () => {
    const correction = MIGRATIONS.find(
      (migration) => migration.name === 'seeded texts promise only what the site does',
    )!;
    const db = openDatabase(
      freshPath(),
      MIGRATIONS.filter((migration) => migration.version < correction.version),
    );
    // What the earlier seed said (one line per promise), as a site started before the correction holds it.
    db.exec(
      "UPDATE banners SET description = 'Plan ahead with the trip planner: it uses the changed timetables.' WHERE id = 'weekend-track-work' AND locale = 'en'",
    );
    db.exec(
      "UPDATE banners SET description = 'Prüfen Sie vor der Abfahrt die Echtzeit-Abfahrten.' WHERE id = 'winter-weather' AND locale = 'de'",
    );
    db.exec(
      `UPDATE notifications SET labels = '${JSON.stringify({ fr: 'Complétez votre profil pour recevoir les alertes de vos lignes', en: 'x', es: 'x', it: 'x', de: 'x' })}' WHERE id = 'profile-complete'`,
    );
    expect(promisesIn(seededTexts(db)).length).toBe(3);
    migrate(db);
    expect(promisesIn(seededTexts(db))).toEqual([]);
    expect(seededTexts(db).get('en')).toContain(
      'When it snows some bus routes may be detoured. Check the MTA’s service status before you leave.',
    );
    db.close();
  });
});
