import { insertRow, LOCALES, type Localized } from './seed-sql.ts';

/** Announcement banners shown on first start; operators edit the banners table afterwards. */
interface SeedBanner {
  id: string;
  picto: 'circle_info' | 'circle_check' | 'circle_cone' | 'circle_warning' | 'circle_question';
  title: Localized;
  description: Localized;
  buttonText?: Localized;
  link?: string;
}

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
    description: [
      'Certaines stations ne sont pas desservies du vendredi 22 h au lundi 5 h.\nPréparez votre trajet avec le calculateur d’itinéraire : il tient compte des horaires modifiés.',
      'Some stations are skipped from Friday 10 pm to Monday 5 am.\nPlan ahead with the trip planner: it uses the changed timetables.',
      'Algunas estaciones no tienen servicio del viernes a las 22 h al lunes a las 5 h.\nPrepare su viaje con el planificador: tiene en cuenta los horarios modificados.',
      'Alcune stazioni non sono servite dal venerdì alle 22 al lunedì alle 5.\nPreparate il viaggio con il calcolo percorso: tiene conto degli orari modificati.',
      'Einige Stationen werden von Freitag 22 Uhr bis Montag 5 Uhr nicht bedient.\nPlanen Sie Ihre Fahrt mit der Routenplanung: Sie berücksichtigt die geänderten Fahrpläne.',
    ],
    buttonText: ['Voir les perturbations', 'See service changes', 'Ver los cambios de servicio', 'Vedi le modifiche al servizio', 'Betriebsänderungen ansehen'],
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
    description: [
      'En cas de neige, certaines lignes de bus peuvent être détournées. Consultez les départs en temps réel avant de partir.',
      'When it snows some bus routes may be detoured. Check real-time departures before you leave.',
      'En caso de nieve, algunas líneas de autobús pueden desviarse. Consulte las salidas en tiempo real antes de salir.',
      'In caso di neve alcune linee di autobus possono essere deviate. Controlla le partenze in tempo reale prima di uscire.',
      'Bei Schnee können einige Buslinien umgeleitet werden. Prüfen Sie vor der Abfahrt die Echtzeit-Abfahrten.',
    ],
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
