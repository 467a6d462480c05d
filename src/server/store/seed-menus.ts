import { insertRow, LOCALES, type Locale, type Localized } from './seed-sql.ts';

/**
 * The embedded CMS's menus, in WordPress terms (nav menus with custom links, pages and shortcode items), so the site
 * reads them exactly as it would read a real WordPress "menus/v1" endpoint. `{lang}` in a url is the menu's locale.
 */
interface SeedItem {
  title: Localized;
  url: string;
  kind?: 'custom' | 'page' | 'shortcode';
  children?: SeedItem[];
}

const HEADER: SeedItem[] = [
  {
    title: ['Se déplacer', 'Getting around', 'Desplazarse', 'Spostarsi', 'Unterwegs'],
    url: '/{lang}/trip-planner',
    children: [
      {
        title: ['Calculer un itinéraire', 'Plan a trip', 'Planificar un viaje', 'Calcola un percorso', 'Route planen'],
        url: '/{lang}/trip-planner',
      },
      { title: ['Autour de moi', 'Nearby', 'Cerca de mí', 'Intorno a me', 'In der Nähe'], url: '/{lang}/proximity' },
      {
        title: ['Plans du réseau', 'Network maps', 'Planos de la red', 'Mappe della rete', 'Netzpläne'],
        url: 'https://new.mta.info/maps',
        kind: 'page',
        children: [
          {
            title: ['Plan du métro', 'Subway map', 'Plano del metro', 'Mappa della metropolitana', 'U-Bahn-Plan'],
            url: 'https://new.mta.info/map/5256',
            kind: 'page',
          },
          {
            title: ['Plans des bus', 'Bus maps', 'Planos de autobús', 'Mappe degli autobus', 'Buspläne'],
            url: 'https://new.mta.info/maps/bus',
            kind: 'page',
          },
        ],
      },
    ],
  },
  {
    title: ['Horaires', 'Timetables', 'Horarios', 'Orari', 'Fahrpläne'],
    url: '/{lang}/schedules',
  },
  {
    title: [
      'Tarifs et titres',
      'Fares and tickets',
      'Tarifas y billetes',
      'Tariffe e biglietti',
      'Tarife und Fahrkarten',
    ],
    url: 'https://new.mta.info/fares',
    kind: 'page',
    children: [
      {
        title: ['Payer son trajet', 'Paying your fare', 'Pagar el viaje', 'Pagare il viaggio', 'Fahrpreis bezahlen'],
        url: 'https://new.mta.info/fares',
        kind: 'page',
      },
      {
        title: [
          '[store_cart_summary]',
          '[store_cart_summary]',
          '[store_cart_summary]',
          '[store_cart_summary]',
          '[store_cart_summary]',
        ],
        url: '#',
        kind: 'shortcode',
      },
    ],
  },
  {
    title: ['Accessibilité', 'Accessibility', 'Accesibilidad', 'Accessibilità', 'Barrierefreiheit'],
    url: 'https://new.mta.info/accessibility',
    kind: 'page',
  },
];

const FOOTER: SeedItem[] = [
  {
    title: ['Accessibilité', 'Accessibility', 'Accesibilidad', 'Accessibilità', 'Barrierefreiheit'],
    url: 'https://new.mta.info/accessibility',
    kind: 'page',
  },
  {
    title: ['Données ouvertes', 'Open data', 'Datos abiertos', 'Dati aperti', 'Offene Daten'],
    url: 'https://new.mta.info/developers',
    kind: 'page',
  },
  { title: ['Tarifs', 'Fares', 'Tarifas', 'Tariffe', 'Tarife'], url: 'https://new.mta.info/fares', kind: 'page' },
  {
    title: ['Se désabonner', 'Unsubscribe', 'Darse de baja', 'Annulla iscrizione', 'Abbestellen'],
    url: '/{lang}/unsubscribe',
  },
];

const KIND_COLUMNS = {
  custom: { type: 'custom', type_label: 'Custom Link', object: 'custom' },
  page: { type: 'post_type', type_label: 'Page', object: 'page' },
  shortcode: { type: 'custom', type_label: 'Shortcode', object: 'shortcode' },
} as const;

export function menuSlug(base: string, locale: string): string {
  return locale === 'fr' ? base : `${base}-${locale}`;
}

function menuSql(
  base: string,
  name: string,
  items: SeedItem[],
  termId: number,
  firstItemId: number,
): { sql: string[]; nextId: number } {
  const sql: string[] = [];
  let nextId = firstItemId;
  LOCALES.forEach((locale: Locale, localeIndex) => {
    const slug = menuSlug(base, locale);
    sql.push(insertRow('cms_menus', { slug, term_id: termId + localeIndex, name: `${name} (${locale})` }));
    const walk = (level: SeedItem[], parentId: number | null) =>
      level.forEach((item, position) => {
        const id = nextId++;
        sql.push(
          insertRow('cms_menu_items', {
            id,
            menu_slug: slug,
            parent_id: parentId,
            position,
            title: item.title[localeIndex],
            url: item.url.replace('{lang}', locale),
            ...KIND_COLUMNS[item.kind ?? 'custom'],
          }),
        );
        if (item.children) walk(item.children, id);
      });
    walk(items, null);
  });
  return { sql, nextId };
}

const header = menuSql('menu-primaire-header', 'Menu primaire header', HEADER, 10, 100);
const footer = menuSql('menu-secondaire-footer', 'Menu secondaire footer', FOOTER, 20, header.nextId);

export const SEED_MENUS_SQL = [...header.sql, ...footer.sql].join('\n');
