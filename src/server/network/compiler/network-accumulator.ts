import { GrowableArray } from './growable-array.ts';
import type { FareTables } from '../model/fare-tables.ts';
import type { TransitMode } from '../model/types.ts';

/** The network under construction: feeds are appended one by one (feed-compiler.ts), then finished (network-builder.ts). */
export interface NetworkAccumulator {
  timezone: string;
  feeds: { id: string; namespaced: boolean; source: string; city: string; firstDate: string; lastDate: string }[];
  agencies: { ids: string[]; names: string[]; urls: string[]; timezones: string[] };
  stops: {
    ids: string[];
    names: string[];
    codes: string[];
    platformCodes: string[];
    timezones: string[];
    lat: number[];
    lon: number[];
    feed: number[];
    wheelchair: number[];
    /** Global id of the station area, or '' when the stop has no usable parent. */
    station: string[];
  };
  stations: Map<string, { name: string; lat: number; lon: number; wheelchair: number; feed: number }>;
  routes: {
    ids: string[];
    agency: number[];
    shortNames: string[];
    longNames: string[];
    routeType: number[];
    modes: TransitMode[];
    colors: string[];
    textColors: string[];
    sortOrder: number[];
    /** The city the route's name hints at (FeedConfig.routeCity), '' for none; only voted into stop areas' cities. */
    cityHints: string[];
  };
  patterns: {
    route: number[];
    direction: number[];
    headsigns: string[];
    stopStart: GrowableArray<Uint32ArrayConstructor>;
    stops: GrowableArray<Uint32ArrayConstructor>;
    pickup: GrowableArray<Uint8ArrayConstructor>;
    dropOff: GrowableArray<Uint8ArrayConstructor>;
    tripStart: GrowableArray<Uint32ArrayConstructor>;
  };
  trips: {
    ids: string[];
    pattern: GrowableArray<Uint32ArrayConstructor>;
    route: GrowableArray<Uint32ArrayConstructor>;
    service: GrowableArray<Uint32ArrayConstructor>;
    headsigns: string[];
    shortNames: string[];
    shape: GrowableArray<Int32ArrayConstructor>;
    wheelchair: GrowableArray<Uint8ArrayConstructor>;
    direction: GrowableArray<Int32ArrayConstructor>;
    stopTimeStart: GrowableArray<Uint32ArrayConstructor>;
  };
  stopTimes: { arrival: GrowableArray<Int32ArrayConstructor>; departure: GrowableArray<Int32ArrayConstructor> };
  services: {
    ids: string[];
    feed: number[];
    calendars: { service: number; weekdays: boolean[]; startDate: string; endDate: string }[];
    exceptions: { service: number; date: string; added: boolean }[];
  };
  shapes: {
    ids: string[];
    start: number[];
    lat: GrowableArray<Float64ArrayConstructor>;
    lon: GrowableArray<Float64ArrayConstructor>;
  };
  /** Stop-to-stop transfers.txt rows as global stop indexes (station rows already expanded). */
  transfers: { from: number; to: number; type: number; minTime: number }[];
  /** Each feed's fare files, and an operator's fare table over the feeds that have none. */
  fares: FareTables[];
}

export function createAccumulator(): NetworkAccumulator {
  return {
    timezone: '',
    feeds: [],
    agencies: { ids: [], names: [], urls: [], timezones: [] },
    stops: {
      ids: [],
      names: [],
      codes: [],
      platformCodes: [],
      timezones: [],
      lat: [],
      lon: [],
      feed: [],
      wheelchair: [],
      station: [],
    },
    stations: new Map(),
    routes: {
      ids: [],
      agency: [],
      shortNames: [],
      longNames: [],
      routeType: [],
      modes: [],
      colors: [],
      textColors: [],
      sortOrder: [],
      cityHints: [],
    },
    patterns: {
      route: [],
      direction: [],
      headsigns: [],
      stopStart: new GrowableArray(Uint32Array),
      stops: new GrowableArray(Uint32Array),
      pickup: new GrowableArray(Uint8Array),
      dropOff: new GrowableArray(Uint8Array),
      tripStart: new GrowableArray(Uint32Array),
    },
    trips: {
      ids: [],
      pattern: new GrowableArray(Uint32Array),
      route: new GrowableArray(Uint32Array),
      service: new GrowableArray(Uint32Array),
      headsigns: [],
      shortNames: [],
      shape: new GrowableArray(Int32Array),
      wheelchair: new GrowableArray(Uint8Array),
      direction: new GrowableArray(Int32Array),
      stopTimeStart: new GrowableArray(Uint32Array),
    },
    stopTimes: { arrival: new GrowableArray(Int32Array, 1 << 16), departure: new GrowableArray(Int32Array, 1 << 16) },
    services: { ids: [], feed: [], calendars: [], exceptions: [] },
    shapes: { ids: [], start: [], lat: new GrowableArray(Float64Array), lon: new GrowableArray(Float64Array) },
    transfers: [],
    fares: [],
  };
}
