import { describe, expect, it } from 'vitest';
import { gtfsFolderSource } from '../../gtfs/folder-source.ts';
import type { GtfsSource } from '../../gtfs/source.ts';
import { gtfsTextSource } from '../../gtfs/text-source.ts';
import { readFareTables } from '../../network/compiler/fare-import.ts';
import type { FareTables } from '../../network/model/fare-tables.ts';
import type { FareLeg } from './fare-legs.ts';
import { journeyFare } from './journey-fare.ts';

const ids = { route: (id: string) => id, stops: (id: string) => [id], agency: (id: string) => id };

async function tables(source: GtfsSource): Promise<FareTables[]> {
  const read = await readFareTables(source, ids, { source: 'gtfs', feeds: [0] });
  return read ? [read] : [];
}

/** A ride on `route` from the first to the last of `stops`, from `start` to `end` ("HH:MM") on a Monday. */
function ride(route: string, stops: string[], start: string, end: string, date = '2026-01-05'): FareLeg {
  const seconds = (hhmm: string) => Number(hhmm.slice(0, 2)) * 3600 + Number(hhmm.slice(3, 5)) * 60;
  return {
    feed: 0,
    route,
    agency: '',
    from: stops[0],
    to: stops[stops.length - 1],
    stops,
    departure: { at: seconds(start), date, seconds: seconds(start) },
    arrival: { at: seconds(end), date, seconds: seconds(end) },
  };
}

const totalOf = (fare: ReturnType<typeof journeyFare>) => fare.total?.amount;

describe('GTFS Fares v1', () => {
  const zones = `stop_id,stop_name,stop_lat,stop_lon,zone_id
    A,A,0,0,1
    B,B,0,0,1
    C,C,0,0,2
    D,D,0,0,3`;

  it('prices by origin and destination zones, and says unknown for a pair no rule names', async () => {
    const fares = await tables(
      gtfsTextSource({
        'stops.txt': zones,
        'fare_attributes.txt': `fare_id,price,currency_type,payment_method,transfers
          inner,2.00,EUR,0,0
          outer,3.50,EUR,0,0`,
        'fare_rules.txt': `fare_id,origin_id,destination_id
          inner,1,1
          outer,1,2`,
      }),
    );
    expect(totalOf(journeyFare(fares, [ride('R', ['A', 'B'], '08:00', '08:10')]))).toBe(200);
    expect(totalOf(journeyFare(fares, [ride('R', ['A', 'C'], '08:00', '08:10')]))).toBe(350);
    const unknown = journeyFare(fares, [ride('R', ['A', 'D'], '08:00', '08:10')]);
    expect(unknown).toMatchObject({ complete: false, total: null, legs: [null] });
  });

  it('matches contains_id on the exact set of zones passed', async () => {
    const fares = await tables(
      gtfsTextSource({
        'stops.txt': zones,
        'fare_attributes.txt': `fare_id,price,currency_type,payment_method,transfers
          two_zones,2.50,EUR,0,
          three_zones,4.00,EUR,0,`,
        'fare_rules.txt': `fare_id,contains_id
          two_zones,1
          two_zones,2
          three_zones,1
          three_zones,2
          three_zones,3`,
      }),
    );
    expect(totalOf(journeyFare(fares, [ride('R', ['A', 'B', 'C'], '08:00', '08:10')]))).toBe(250);
    expect(totalOf(journeyFare(fares, [ride('R', ['A', 'C', 'D'], '08:00', '08:10')]))).toBe(400);
    // Zone 1 alone is neither set.
    expect(journeyFare(fares, [ride('R', ['A', 'B'], '08:00', '08:10')]).complete).toBe(false);
  });

  it('honours transfers allowed, not allowed and expired', async () => {
    const source = (transfers: string, duration: string) =>
      gtfsTextSource({
        'fare_attributes.txt': `fare_id,price,currency_type,payment_method,transfers,transfer_duration
          single,2.00,EUR,0,${transfers},${duration}`,
        'fare_rules.txt': `fare_id,route_id
          single,R1
          single,R2`,
      });
    const journey = [ride('R1', ['A', 'B'], '08:00', '08:20'), ride('R2', ['B', 'C'], '08:30', '08:50')];
    const allowed = journeyFare(await tables(source('1', '3600')), journey);
    expect(allowed.total).toEqual({ amount: 200, currency: 'EUR' });
    expect(allowed.legs.map((leg) => leg?.transfer)).toEqual([false, true]);
    expect(totalOf(journeyFare(await tables(source('0', '')), journey))).toBe(400);
    // 50 minutes from the first departure to the last arrival, over a 30-minute transfer.
    expect(totalOf(journeyFare(await tables(source('1', '1800')), journey))).toBe(400);
    // A route no rule names: no fare for that ride, so no total.
    const other = [journey[0], ride('R3', ['B', 'C'], '08:30', '08:50')];
    expect(journeyFare(await tables(source('1', '3600')), other)).toMatchObject({ complete: false, total: null });
  });
});

describe('GTFS Fares v2', () => {
  const base = {
    'fare_products.txt': `fare_product_id,fare_product_name,amount,currency
      local,Local,2.00,EUR
      regional,Regional,5.00,EUR
      peak,Peak,3.00,EUR
      upgrade,Upgrade,3.00,EUR`,
    'networks.txt': `network_id,network_name
      city,City
      region,Region`,
    'route_networks.txt': `route_id,network_id
      BUS,city
      TRAIN,region`,
    'areas.txt': `area_id,area_name
      centre,Centre
      airport,Airport`,
    'stop_areas.txt': `area_id,stop_id
      centre,A
      centre,B
      airport,Z`,
  };

  it('matches leg rules by network and by area, the rule naming an area first', async () => {
    const fares = await tables(
      gtfsTextSource({
        ...base,
        'fare_leg_rules.txt': `leg_group_id,network_id,from_area_id,to_area_id,fare_product_id
          city,city,,,local
          region,region,,,regional
          airport,region,centre,airport,peak`,
      }),
    );
    expect(totalOf(journeyFare(fares, [ride('BUS', ['A', 'B'], '08:00', '08:10')]))).toBe(200);
    expect(totalOf(journeyFare(fares, [ride('TRAIN', ['A', 'X'], '08:00', '08:10')]))).toBe(500);
    expect(totalOf(journeyFare(fares, [ride('TRAIN', ['B', 'Z'], '08:00', '08:10')]))).toBe(300);
    expect(journeyFare(fares, [ride('FERRY', ['A', 'B'], '08:00', '08:10')])).toMatchObject({
      complete: false,
      total: null,
    });
  });

  it('applies transfer rules within their duration limit, and the step-up of A+AB', async () => {
    const fares = await tables(
      gtfsTextSource({
        ...base,
        'fare_leg_rules.txt': `leg_group_id,network_id,fare_product_id
          city,city,local
          region,region,regional`,
        'fare_transfer_rules.txt': `from_leg_group_id,to_leg_group_id,transfer_count,duration_limit,duration_limit_type,fare_transfer_type,fare_product_id
          city,city,1,3600,1,0,
          city,region,,3600,1,0,upgrade`,
      }),
    );
    const within = journeyFare(fares, [
      ride('BUS', ['A', 'B'], '08:00', '08:20'),
      ride('BUS', ['B', 'C'], '08:50', '09:10'),
    ]);
    expect(within.total?.amount).toBe(200);
    expect(within.legs.map((leg) => leg?.price.amount)).toEqual([200, 0]);
    // 70 minutes between the two departures: the transfer has expired.
    expect(
      totalOf(
        journeyFare(fares, [ride('BUS', ['A', 'B'], '08:00', '08:20'), ride('BUS', ['B', 'C'], '09:10', '09:30')]),
      ),
    ).toBe(400);
    // One transfer only: the third bus pays again.
    expect(
      totalOf(
        journeyFare(fares, [
          ride('BUS', ['A', 'B'], '08:00', '08:10'),
          ride('BUS', ['B', 'C'], '08:15', '08:25'),
          ride('BUS', ['C', 'D'], '08:30', '08:40'),
        ]),
      ),
    ).toBe(400);
    // Bus then train: 2.00 + the 3.00 upgrade is cheaper than 2.00 + 5.00.
    const upgrade = journeyFare(fares, [
      ride('BUS', ['A', 'B'], '08:00', '08:20'),
      ride('TRAIN', ['B', 'Z'], '08:30', '09:00'),
    ]);
    expect(upgrade.total?.amount).toBe(500);
    expect(upgrade.legs[1]).toMatchObject({ transfer: true, product: 'Upgrade' });
  });

  it('prices by timeframe of the departure, on the days of its service', async () => {
    const fares = await tables(
      gtfsTextSource({
        ...base,
        'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
          weekdays,1,1,1,1,1,0,0,20260101,20261231`,
        'timeframes.txt': `timeframe_group_id,start_time,end_time,service_id
          peak,07:00:00,09:00:00,weekdays`,
        'fare_leg_rules.txt': `leg_group_id,network_id,from_timeframe_group_id,fare_product_id,rule_priority
          city,city,,local,0
          city_peak,city,peak,peak,1`,
      }),
    );
    expect(totalOf(journeyFare(fares, [ride('BUS', ['A', 'B'], '08:00', '08:10')]))).toBe(300);
    expect(totalOf(journeyFare(fares, [ride('BUS', ['A', 'B'], '10:00', '10:10')]))).toBe(200);
    // A Sunday at 8: the peak timeframe's service does not run.
    expect(totalOf(journeyFare(fares, [ride('BUS', ['A', 'B'], '08:00', '08:10', '2026-01-04')]))).toBe(200);
  });

  it('prices the default rider category and names it when there are several', async () => {
    const fares = await tables(
      gtfsTextSource({
        'rider_categories.txt': `rider_category_id,rider_category_name,is_default_fare_category
          adult,Adult,1
          child,Child,0`,
        'fare_products.txt': `fare_product_id,fare_product_name,amount,currency,rider_category_id
          single,Single,2.00,EUR,adult
          single,Single,1.00,EUR,child`,
        'fare_leg_rules.txt': `leg_group_id,fare_product_id
          all,single`,
      }),
    );
    const fare = journeyFare(fares, [ride('BUS', ['A', 'B'], '08:00', '08:10')]);
    expect(fare).toMatchObject({ total: { amount: 200 }, riderCategory: 'Adult', source: 'gtfs' });
  });

  it('says unknown for a ride of a feed without fares, never a partial total', async () => {
    const fares = await tables(
      gtfsTextSource({ ...base, 'fare_leg_rules.txt': 'leg_group_id,network_id,fare_product_id\ncity,city,local' }),
    );
    const elsewhere = { ...ride('BUS', ['B', 'C'], '08:30', '08:40'), feed: 1 };
    const fare = journeyFare(fares, [ride('BUS', ['A', 'B'], '08:00', '08:10'), elsewhere]);
    expect(fare.complete).toBe(false);
    expect(fare.total).toBeNull();
    expect(fare.legs[0]?.price.amount).toBe(200);
    expect(fare.legs[1]).toBeNull();
  });
});

describe('the New York fare table', () => {
  const nyc = () => tables(gtfsFolderSource(new URL('../../../config/fares/nyc', import.meta.url).pathname));

  it('charges one fare for subway then local bus within two hours', async () => {
    const fare = journeyFare(await nyc(), [
      ride('subway:A', ['subway:A27S', 'subway:A24S'], '08:00', '08:20'),
      ride('bus:M14A', ['bus_m:1', 'bus_m:2'], '08:30', '08:50'),
    ]);
    expect(fare).toMatchObject({ complete: true, total: { amount: 300, currency: 'USD' } });
    expect(fare.legs.map((leg) => leg?.transfer)).toEqual([false, true]);
  });

  it('charges again past two hours, and a change of subway line is free', async () => {
    const late = journeyFare(await nyc(), [
      ride('subway:A', ['a', 'b'], '08:00', '08:20'),
      ride('bus:M14A', ['c', 'd'], '10:30', '10:50'),
    ]);
    expect(late.total?.amount).toBe(600);
    const change = journeyFare(await nyc(), [
      ride('subway:A', ['a', 'b'], '08:00', '08:20'),
      ride('subway:L', ['b', 'c'], '08:25', '08:40'),
      ride('bus:M14A', ['c', 'd'], '08:45', '09:00'),
    ]);
    expect(change.total?.amount).toBe(300);
  });

  it('prices an express bus as such, and a local ride then express bus with the step-up', async () => {
    expect(totalOf(journeyFare(await nyc(), [ride('bus:BXM9', ['a', 'b'], '08:00', '09:00')]))).toBe(725);
    const stepUp = journeyFare(await nyc(), [
      ride('subway:6', ['a', 'b'], '08:00', '08:20'),
      ride('bus:BXM9', ['b', 'c'], '08:30', '09:30'),
    ]);
    expect(stepUp.total?.amount).toBe(725);
    expect(stepUp.legs[1]).toMatchObject({ transfer: true, price: { amount: 425 } });
  });
});
