import { buildNetworkFromGtfsText } from './network-from-gtfs-text.ts';
import type { TransitNetwork } from '../server/network/model/types.ts';

/**
 * A small Manhattan-like feed for API tests (times are America/New_York; weekdays 2026-01-05 → 2026-01-30):
 * line 2 runs Grand Central → Bryant Pk → Times Sq (direction 0) and back (1), one trip past midnight; line 10 runs
 * Times Sq → Grand Central; bus M42 stops on both sides of W 42 St/8 Av.
 */
export const TEST_FEED: Record<string, string> = {
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
    MTA,MTA New York City Transit,https://mta.example,America/New_York`,
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station,wheelchair_boarding
    TSQ,Times Sq-42 St,40.75529,-73.987495,1,,1
    TSQN,Times Sq-42 St,40.75529,-73.987495,0,TSQ,
    TSQS,Times Sq-42 St,40.75529,-73.987495,0,TSQ,
    GC,Grand Central-42 St,40.751776,-73.976848,1,,2
    GCN,Grand Central-42 St,40.751776,-73.976848,0,GC,
    GCS,Grand Central-42 St,40.751776,-73.976848,0,GC,
    BP,42 St-Bryant Pk,40.754222,-73.984569,0,,
    B1,W 42 ST/8 AV,40.75746,-73.98987,0,,
    B2,W 42 ST/8 AV,40.75735,-73.98995,0,,
    LAKE,Lake Side,41.5,-74.5,0,,`,
  'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type,route_color,route_text_color
    2,MTA,2,7 Avenue Express,1,EE352E,FFFFFF
    10,MTA,10,Crosstown Local,1,,
    M42,MTA,M42,42nd St Crosstown,3,,`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
    WKD,1,1,1,1,1,0,0,20260105,20260130`,
  'trips.txt': `route_id,service_id,trip_id,trip_headsign,direction_id,shape_id
    2,WKD,2N-0800,Times Sq,0,SH2N
    2,WKD,2N-0810,Times Sq,0,SH2N
    2,WKD,2N-2350,Times Sq,0,SH2N
    2,WKD,2S-0805,Grand Central,1,
    10,WKD,10-0900,Grand Central,0,
    M42,WKD,M42-0830,Lake Side,0,`,
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
    2N-0800,08:00:00,08:00:00,GCN,1
    2N-0800,08:03:00,08:03:00,BP,2
    2N-0800,08:05:00,08:05:00,TSQN,3
    2N-0810,08:10:00,08:10:00,GCN,1
    2N-0810,08:13:00,08:13:00,BP,2
    2N-0810,08:15:00,08:15:00,TSQN,3
    2N-2350,23:50:00,23:50:00,GCN,1
    2N-2350,24:03:00,24:03:00,BP,2
    2N-2350,24:05:00,24:05:00,TSQN,3
    2S-0805,08:05:00,08:05:00,TSQS,1
    2S-0805,08:07:00,08:07:00,BP,2
    2S-0805,08:10:00,08:10:00,GCS,3
    10-0900,09:00:00,09:00:00,TSQS,1
    10-0900,09:06:00,09:06:00,GCS,2
    M42-0830,08:30:00,08:30:00,B1,1
    M42-0830,09:30:00,09:30:00,LAKE,2`,
  'shapes.txt': `shape_id,shape_pt_sequence,shape_pt_lat,shape_pt_lon
    SH2N,1,40.751776,-73.976848
    SH2N,2,40.754222,-73.984569
    SH2N,3,40.75529,-73.987495`,
};

/** The test feed compiled with namespaced ids ("nyc:TSQ"), as the import does. */
export function buildTestNetwork(): Promise<TransitNetwork> {
  return buildNetworkFromGtfsText(TEST_FEED, { feedId: 'nyc', rawIds: false });
}
