import { insertRow, LOCALES, sqlValue, type Localized } from './seed-sql.ts';

/** Announcement banners shown on first start; operators edit the banners table afterwards. */
interface SeedBanner {
  id: string;
  picto: 'circle_info' | 'circle_check' | 'circle_cone' | 'circle_warning' | 'circle_question';
  title: Localized;
  description: Localized;
  buttonText?: Localized;
  link?: string;
}

const TRACK_WORK_DESCRIPTION: Localized = [
  'Certaines stations ne sont pas desservies du vendredi 22 h au lundi 5 h.\nLes horaires de ce site sont les horaires publiés et peuvent ne pas tenir compte de ces travaux : consultez les modifications de service de la MTA avant de partir.',
  'Some stations are skipped from Friday 10 pm to Monday 5 am.\nThe timetables on this site are the published ones and may not show this work: check the MTA’s service changes before you leave.',
  'Algunas estaciones no tienen servicio del viernes a las 22 h al lunes a las 5 h.\nLos horarios de este sitio son los publicados y pueden no reflejar estas obras: consulte los cambios de servicio de la MTA antes de salir.',
  'Alcune stazioni non sono servite dal venerdì alle 22 al lunedì alle 5.\nGli orari di questo sito sono quelli pubblicati e potrebbero non tenere conto dei lavori: controlla le modifiche al servizio della MTA prima di partire.',
  'Einige Stationen werden von Freitag 22 Uhr bis Montag 5 Uhr nicht bedient.\nDie Fahrpläne dieser Website sind die veröffentlichten und zeigen diese Arbeiten womöglich nicht: Prüfen Sie vor der Abfahrt die Betriebsänderungen der MTA.',
];

const WINTER_WEATHER_DESCRIPTION: Localized = [
  'En cas de neige, certaines lignes de bus peuvent être détournées. Consultez l’état du service de la MTA avant de partir.',
  'When it snows some bus routes may be detoured. Check the MTA’s service status before you leave.',
  'En caso de nieve, algunas líneas de autobús pueden desviarse. Consulte el estado del servicio de la MTA antes de salir.',
  'In caso di neve alcune linee di autobus possono essere deviate. Controlla lo stato del servizio della MTA prima di partire.',
  'Bei Schnee können einige Buslinien umgeleitet werden. Prüfen Sie vor der Abfahrt den Betriebsstatus der MTA.',
];

const BANNERS: SeedBanner[] = [
  {
    id: 'weekend-track-work',
    picto: 'circle_cone',
    title: [
      'Travaux ce week-end sur plusieurs lignes de métro',
      'Track work on several subway lines this weekend',
      'Obras este fin de semana en varias líneas de metro',
      'Lavori questo fine settimana su diverse linee della metropolitana',
      'Gleisarbeiten an diesem Wochenende auf mehreren U-Bahn-Linien',
    ],
    // The site plans on the published timetables: it cannot promise that they include the work.
    description: TRACK_WORK_DESCRIPTION,
    buttonText: [
      'Voir les perturbations',
      'See service changes',
      'Ver los cambios de servicio',
      'Vedi le modifiche al servizio',
      'Betriebsänderungen ansehen',
    ],
    link: 'https://new.mta.info/alerts',
  },
  {
    id: 'favorites-sync',
    picto: 'circle_check',
    title: [
      'Vos favoris vous suivent partout',
      'Your favourites follow you everywhere',
      'Sus favoritos le acompañan a todas partes',
      'I tuoi preferiti ti seguono ovunque',
      'Ihre Favoriten begleiten Sie überall',
    ],
    description: [
      'Connectez-vous pour retrouver vos lignes, arrêts et adresses favoris sur tous vos appareils.',
      'Sign in to find your favourite lines, stops and addresses on all your devices.',
      'Inicie sesión para encontrar sus líneas, paradas y direcciones favoritas en todos sus dispositivos.',
      'Accedi per ritrovare linee, fermate e indirizzi preferiti su tutti i tuoi dispositivi.',
      'Melden Sie sich an, um Ihre Lieblingslinien, Haltestellen und Adressen auf allen Geräten zu finden.',
    ],
  },
  {
    id: 'winter-weather',
    picto: 'circle_warning',
    title: [
      'Intempéries : des retards sont possibles',
      'Winter weather: expect delays',
      'Mal tiempo: posibles retrasos',
      'Maltempo: possibili ritardi',
      'Winterwetter: Verspätungen möglich',
    ],
    // Real-time departures exist only where a real-time feed is configured: the operator's status page always does.
    description: WINTER_WEATHER_DESCRIPTION,
    buttonText: ['Conseils voyageurs', 'Travel advice', 'Consejos de viaje', 'Consigli di viaggio', 'Reisehinweise'],
    link: 'https://new.mta.info/weather',
  },
];

export const SEED_BANNERS_SQL = BANNERS.flatMap((banner, position) =>
  LOCALES.map((locale, index) =>
    insertRow('banners', {
      id: banner.id,
      locale,
      title: banner.title[index],
      description: banner.description[index],
      picto: banner.picto,
      button_text: banner.buttonText?.[index] ?? null,
      link: banner.link ?? null,
      position,
      enabled: 1,
    }),
  ),
).join('\n');

/**
 * Sites seeded before these texts promised real-time departures and "changed timetables" the site does not have: the
 * two banners get the texts above (a later migration; operators' own banners are untouched).
 */
export const HONEST_BANNERS_SQL = [
  ...LOCALES.map(
    (locale, index) =>
      `UPDATE banners SET description = ${sqlValue(TRACK_WORK_DESCRIPTION[index])} WHERE id = 'weekend-track-work' AND locale = '${locale}';`,
  ),
  ...LOCALES.map(
    (locale, index) =>
      `UPDATE banners SET description = ${sqlValue(WINTER_WEATHER_DESCRIPTION[index])} WHERE id = 'winter-weather' AND locale = '${locale}';`,
  ),
].join('\n');
