import { parseGtfsTime } from '../../gtfs/gtfs-time.ts';
import { readCalendarDates } from '../../gtfs/calendar-dates.ts';
import { readCalendars } from '../../gtfs/calendar.ts';
import { field, intField, readTable } from '../../gtfs/read-table.ts';
import type { GtfsSource } from '../../gtfs/source.ts';
import type {
  FaresV1,
  FaresV2,
  FareTables,
  FareTimeframe,
  FareV1Attribute,
  TimeframeDays,
} from '../model/fare-tables.ts';

/** How a fare file's ids become the network's: a station's id names all its platforms. */
export interface FareIdMapping {
  route: (id: string) => string;
  stops: (id: string) => string[];
  agency: (id: string) => string;
}

const DAY = 86_400;
/** A timeframe whose service_id has no calendar applies on no day. */
const NO_DAYS: TimeframeDays = { weekdays: Array(7).fill(false), startDate: '', endDate: '', added: [], removed: [] };

/** A price in the feed's major units ("2.90") as minor units; NaN when malformed. */
function minorUnits(text: string): number {
  return text === '' ? Number.NaN : Math.round(Number(text) * 100);
}

async function readFaresV1(source: GtfsSource, ids: FareIdMapping): Promise<FaresV1 | null> {
  if (!(await source.hasTable('fare_attributes'))) return null;
  const attributes = await readTable(source, 'fare_attributes', (row): FareV1Attribute | null => {
    const id = field(row, 'fare_id');
    const amount = minorUnits(field(row, 'price'));
    if (!id || !Number.isFinite(amount)) return null;
    const agency = field(row, 'agency_id');
    return {
      id,
      amount,
      currency: field(row, 'currency_type').toUpperCase(),
      transfers: intField(row, 'transfers', -1),
      transferDuration: intField(row, 'transfer_duration', -1),
      agency: agency ? ids.agency(agency) : '',
      rules: [],
    };
  });
  const byId = new Map(attributes.map((attribute) => [attribute.id, attribute]));
  await readTable(source, 'fare_rules', (row) => {
    const route = field(row, 'route_id');
    byId.get(field(row, 'fare_id'))?.rules.push({
      route: route ? ids.route(route) : '',
      origin: field(row, 'origin_id'),
      destination: field(row, 'destination_id'),
      contains: field(row, 'contains_id'),
    });
    return null;
  });
  const stopZones: Record<string, string> = {};
  if (
    attributes.some((attribute) => attribute.rules.some((rule) => rule.origin || rule.destination || rule.contains))
  ) {
    await readTable(source, 'stops', (row) => {
      const zone = field(row, 'zone_id');
      if (zone) for (const stop of ids.stops(field(row, 'stop_id'))) stopZones[stop] ??= zone;
      return null;
    });
  }
  return { attributes, stopZones };
}

/** The calendars of the services timeframes name (calendar.txt and calendar_dates.txt). */
async function timeframeCalendars(source: GtfsSource, services: Set<string>): Promise<Map<string, TimeframeDays>> {
  const days = new Map<string, TimeframeDays>();
  if (services.size === 0) return days;
  const dayOf = (service: string) => {
    let entry = days.get(service);
    if (!entry) {
      entry = { weekdays: Array(7).fill(false), startDate: '', endDate: '', added: [], removed: [] };
      days.set(service, entry);
    }
    return entry;
  };
  for (const calendar of await readCalendars(source)) {
    if (!services.has(calendar.serviceId)) continue;
    Object.assign(dayOf(calendar.serviceId), {
      weekdays: calendar.weekdays,
      startDate: calendar.startDate,
      endDate: calendar.endDate,
    });
  }
  for (const exception of await readCalendarDates(source)) {
    if (!services.has(exception.serviceId)) continue;
    (exception.added ? dayOf(exception.serviceId).added : dayOf(exception.serviceId).removed).push(exception.date);
  }
  return days;
}

async function readFaresV2(source: GtfsSource, ids: FareIdMapping): Promise<FaresV2 | null> {
  if (!(await source.hasTable('fare_leg_rules')) || !(await source.hasTable('fare_products'))) return null;
  const riderCategories: Record<string, string> = {};
  let defaultRiderCategory = '';
  await readTable(source, 'rider_categories', (row) => {
    const id = field(row, 'rider_category_id');
    if (!id) return null;
    riderCategories[id] = field(row, 'rider_category_name') || id;
    if (field(row, 'is_default_fare_category') === '1') defaultRiderCategory = id;
    return null;
  });
  const products = await readTable(source, 'fare_products', (row) => {
    const id = field(row, 'fare_product_id');
    const amount = minorUnits(field(row, 'amount'));
    if (!id || !Number.isFinite(amount)) return null;
    return {
      id,
      name: field(row, 'fare_product_name'),
      amount,
      currency: field(row, 'currency').toUpperCase(),
      riderCategory: field(row, 'rider_category_id'),
      media: field(row, 'fare_media_id'),
    };
  });
  const legRules = await readTable(source, 'fare_leg_rules', (row) => {
    const product = field(row, 'fare_product_id');
    if (!product) return null;
    return {
      legGroup: field(row, 'leg_group_id'),
      network: field(row, 'network_id'),
      fromArea: field(row, 'from_area_id'),
      toArea: field(row, 'to_area_id'),
      fromTimeframe: field(row, 'from_timeframe_group_id'),
      toTimeframe: field(row, 'to_timeframe_group_id'),
      product,
      priority: intField(row, 'rule_priority', 0),
    };
  });
  const transferRules = await readTable(source, 'fare_transfer_rules', (row) => {
    const fromLegGroup = field(row, 'from_leg_group_id');
    const toLegGroup = field(row, 'to_leg_group_id');
    return {
      fromLegGroup,
      toLegGroup,
      transferCount: intField(row, 'transfer_count', fromLegGroup === toLegGroup ? -1 : 1),
      durationLimit: intField(row, 'duration_limit', -1),
      durationLimitType: intField(row, 'duration_limit_type', 0),
      transferType: intField(row, 'fare_transfer_type', 0),
      product: field(row, 'fare_product_id'),
    };
  });
  const rawTimeframes = await readTable(source, 'timeframes', (row) => {
    const group = field(row, 'timeframe_group_id');
    if (!group) return null;
    const start = field(row, 'start_time');
    const end = field(row, 'end_time');
    return {
      group,
      start: start ? parseGtfsTime(start) : 0,
      end: end ? parseGtfsTime(end) : DAY,
      service: field(row, 'service_id'),
    };
  });
  const calendars = await timeframeCalendars(
    source,
    new Set(rawTimeframes.map((timeframe) => timeframe.service).filter(Boolean)),
  );
  const timeframes: FareTimeframe[] = rawTimeframes.map(({ service, ...timeframe }) => ({
    ...timeframe,
    days: service ? (calendars.get(service) ?? NO_DAYS) : null,
  }));
  const routeNetworks: Record<string, string> = {};
  await readTable(source, 'routes', (row) => {
    const network = field(row, 'network_id');
    if (network) routeNetworks[ids.route(field(row, 'route_id'))] = network;
    return null;
  });
  await readTable(source, 'route_networks', (row) => {
    const network = field(row, 'network_id');
    const route = field(row, 'route_id');
    if (network && route) routeNetworks[ids.route(route)] = network;
    return null;
  });
  const stopAreas: Record<string, string[]> = {};
  await readTable(source, 'stop_areas', (row) => {
    const area = field(row, 'area_id');
    if (!area) return null;
    for (const stop of ids.stops(field(row, 'stop_id'))) (stopAreas[stop] ??= []).push(area);
    return null;
  });
  return {
    products,
    legRules,
    transferRules,
    timeframes,
    riderCategories,
    defaultRiderCategory,
    routeNetworks,
    stopAreas,
  };
}

/** A feed's fare files (v1, v2 or both) in network terms; null when it has none. */
export async function readFareTables(
  source: GtfsSource,
  ids: FareIdMapping,
  scope: { source: FareTables['source']; feeds: number[] },
): Promise<FareTables | null> {
  const v1 = await readFaresV1(source, ids);
  const v2 = await readFaresV2(source, ids);
  if (!v1 && !v2) return null;
  return { ...scope, v1, v2 };
}
