import { gtfsTextSource } from '../server/gtfs/text-source.ts';
import { compileNetwork, type CompileOptions } from '../server/network/compiler/network-builder.ts';
import type { TransitNetwork } from '../server/network/model/types.ts';

export interface GtfsTextOptions extends CompileOptions {
  /** Feed namespace (default "test"). */
  feedId?: string;
  /** Keep the feed's raw ids (default true here, so tests can write `lookup.stop.get('A')`). */
  rawIds?: boolean;
}

/**
 * A network from GTFS text given per file, for tests that read like timetables:
 *
 *   const network = await buildNetworkFromGtfsText({
 *     'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
 *                   A,Alpha,40.0,-73.0`,
 *     'trips.txt': …, 'stop_times.txt': …, 'routes.txt': …, 'calendar.txt': …,
 *   });
 *
 * Leading indentation is stripped. agency.txt may be omitted (time zone then `options.timezone` or UTC).
 */
export function buildNetworkFromGtfsText(
  files: Record<string, string>,
  options: GtfsTextOptions = {},
): Promise<TransitNetwork> {
  const feedId = options.feedId ?? 'test';
  return compileNetwork(
    [{ id: feedId, source: gtfsTextSource(files, `inline ${feedId}`), namespaceIds: options.rawIds === false }],
    options,
  );
}
