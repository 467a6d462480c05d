import { activeServicesOn, type ActiveServices } from './services.ts';
import type { NetworkData } from './types.ts';

const cache = new WeakMap<NetworkData, Map<string, ActiveServices>>();

/** activeServicesOn() memoized per network and date (a few hundred dates at most are ever asked). */
export function servicesOn(network: NetworkData, isoDate: string): ActiveServices {
  let byDate = cache.get(network);
  if (!byDate) {
    byDate = new Map();
    cache.set(network, byDate);
  }
  let result = byDate.get(isoDate);
  if (!result) {
    if (byDate.size > 400) byDate.clear();
    result = activeServicesOn(network, isoDate);
    byDate.set(isoDate, result);
  }
  return result;
}
