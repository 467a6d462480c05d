/**
 * A small feed whose line crosses two time zones, for tests of local times per stop: a Chicago agency's train leaves
 * Chicago at 23:30 and reaches Denver (stop_timezone America/Denver) at 25:10 by the agency's clock (01:10 in Chicago
 * the next day, 00:10 on Denver's clocks); the return leaves Denver at 07:00 by the agency's clock (06:00 in Denver).
 * Omaha declares the agency's own zone.
 */
export const TWO_ZONE_FEED: Record<string, string> = {
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
    R,Rail,https://r.example,America/Chicago`,
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon,stop_timezone
    CHI,Chicago Union,41.8789,-87.6400,
    OMA,Omaha,41.2565,-95.9345,America/Chicago
    DEN,Denver Union,39.7531,-105.0000,America/Denver`,
  'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type
    Z,R,CZ,California Zephyr,2`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
    D,1,1,1,1,1,1,1,20260105,20260130`,
  'trips.txt': `route_id,service_id,trip_id,trip_headsign,direction_id
    Z,D,cz5,Denver,0
    Z,D,cz6,Chicago,1`,
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
    cz5,23:30:00,23:30:00,CHI,1
    cz5,24:20:00,24:25:00,OMA,2
    cz5,25:10:00,25:10:00,DEN,3
    cz6,07:00:00,07:00:00,DEN,1
    cz6,13:00:00,13:05:00,OMA,2
    cz6,21:00:00,21:00:00,CHI,3`,
};
