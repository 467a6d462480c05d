import { byLocale, insertRow, sqlValue, type Localized } from './seed-sql.ts';

/** The demo catalogue (amounts in minor units, EUR) and the notifications every signed-in customer sees. */
interface SeedProduct {
  id: string;
  kind: 'product' | 'plan' | 'package';
  names: Localized;
  fare: number;
  vatRate: number;
  saleableUnit: 'UNIT' | 'MONETARY' | 'NONE';
  unit?: string;
  basketType: 'FAREMEDIA' | 'SALE';
  deliveryMode?: string;
  fareMediaLabel?: string;
}

const PRODUCTS: SeedProduct[] = [
  {
    id: 'single-ride',
    kind: 'product',
    names: ['Ticket 1 trajet', 'Single ride', 'Billete sencillo', 'Biglietto corsa singola', 'Einzelfahrt'],
    fare: 290,
    vatRate: 10,
    saleableUnit: 'UNIT',
    unit: 'ride',
    basketType: 'SALE',
  },
  {
    id: 'ten-rides',
    kind: 'package',
    names: ['Carnet 10 trajets', '10-ride pack', 'Bono 10 viajes', 'Carnet 10 corse', '10er-Karte'],
    fare: 2650,
    vatRate: 10,
    saleableUnit: 'UNIT',
    unit: 'ride',
    basketType: 'SALE',
  },
  {
    id: 'weekly-pass',
    kind: 'plan',
    names: [
      'Pass 7 jours illimité',
      '7-day unlimited pass',
      'Abono ilimitado 7 días',
      'Abbonamento illimitato 7 giorni',
      '7-Tage-Ticket unbegrenzt',
    ],
    fare: 3400,
    vatRate: 10,
    saleableUnit: 'NONE',
    basketType: 'FAREMEDIA',
    deliveryMode: 'CARDREADER_MANDATORY',
    fareMediaLabel: 'Smart card',
  },
  {
    id: 'stored-value-20',
    kind: 'product',
    names: ['Rechargement 20 €', '€20 top-up', 'Recarga de 20 €', 'Ricarica 20 €', '20-€-Aufladung'],
    fare: 2000,
    vatRate: 0,
    saleableUnit: 'MONETARY',
    basketType: 'FAREMEDIA',
    deliveryMode: 'CARDREADER_MANDATORY',
    fareMediaLabel: 'Smart card',
  },
];

interface SeedNotification {
  id: string;
  labels: Localized;
  actionType: string;
  url: string;
}

const PROFILE_NOTIFICATION: Localized = [
  'Complétez votre profil et choisissez de recevoir ou non la lettre d’information du réseau',
  'Complete your profile and choose whether to receive the network newsletter',
  'Complete su perfil y elija si desea recibir el boletín de la red',
  'Completa il profilo e scegli se ricevere la newsletter della rete',
  'Vervollständigen Sie Ihr Profil und wählen Sie, ob Sie den Newsletter des Netzes erhalten möchten',
];

const NOTIFICATIONS: SeedNotification[] = [
  {
    id: 'welcome-favorites',
    labels: [
      'Ajoutez vos lignes et arrêts favoris pour les retrouver en un clic',
      'Add your favourite lines and stops to reach them in one click',
      'Añada sus líneas y paradas favoritas para encontrarlas con un clic',
      'Aggiungi linee e fermate preferite per ritrovarle con un clic',
      'Fügen Sie Lieblingslinien und -haltestellen hinzu, um sie mit einem Klick zu finden',
    ],
    actionType: 'LINK',
    url: '/{lang}/account/favorites',
  },
  {
    id: 'profile-complete',
    // The profile offers the newsletter; no alert is sent about a person's lines.
    labels: PROFILE_NOTIFICATION,
    actionType: 'LINK',
    url: '/{lang}/account/profile',
  },
];

export const SEED_STORE_SQL = [
  ...PRODUCTS.map((p) =>
    insertRow('store_products', {
      id: p.id,
      item_kind: p.kind,
      names: JSON.stringify(byLocale(p.names)),
      version: 1,
      network_label: 'MTA New York City Transit',
      fare_including_taxes: p.fare,
      vat_rate: p.vatRate,
      saleable_unit: p.saleableUnit,
      unit: p.unit ?? null,
      basket_type: p.basketType,
      delivery_mode: p.deliveryMode ?? null,
      fare_media_label: p.fareMediaLabel ?? null,
    }),
  ),
  ...NOTIFICATIONS.map((n, position) =>
    insertRow('notifications', {
      id: n.id,
      user_id: null,
      labels: JSON.stringify(byLocale(n.labels)),
      action_type: n.actionType,
      action_parameters: JSON.stringify({ url: n.url }),
      position,
      created_at: '2026-01-01T00:00:00.000Z',
    }),
  ),
].join('\n');

/**
 * Migration 10: the stored-value product was seeded as "Rechargement 20 € / €20 top-up", a euro amount in its name while
 * the shipped NYC configuration sells in dollars. The price is shown beside the name in the configured currency, so
 * the name carries no amount or currency at all.
 */
export const STORED_VALUE_NAMES: Localized = [
  'Rechargement du porte-monnaie',
  'Stored-value top-up',
  'Recarga de saldo',
  'Ricarica del credito',
  'Guthaben-Aufladung',
];
export const RENAME_STORED_VALUE_SQL = `UPDATE store_products SET names = ${sqlValue(JSON.stringify(byLocale(STORED_VALUE_NAMES)))}, version = version + 1 WHERE id = 'stored-value-20';`;

/** The profile notification promised alerts about a person's lines, which the site does not send. */
export const HONEST_PROFILE_NOTIFICATION_SQL = `UPDATE notifications SET labels = ${sqlValue(JSON.stringify(byLocale(PROFILE_NOTIFICATION)))} WHERE id = 'profile-complete';`;
