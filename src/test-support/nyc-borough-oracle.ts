/**
 * Well-known NYC subway / Staten Island Railway stations (area id in the compiled network, its name in the feed) and
 * the borough they are in (as MTA's own Stations.csv has it; not in the npm package, hence written down here), with
 * the border cases a vote of nearby bus feeds got wrong: the measure of the stop-area city vote (area-cities.ts),
 * checked by nyc-boroughs.real-network.test.ts and counted by scripts/compare-boroughs.ts.
 */
export const NYC_STATION_BOROUGHS: readonly { id: string; name: string; borough: string }[] = [
  // Manhattan
  { id: 'subway:127', name: 'Times Sq-42 St', borough: 'Manhattan' },
  { id: 'subway:631', name: 'Grand Central-42 St', borough: 'Manhattan' },
  { id: 'subway:142', name: 'South Ferry', borough: 'Manhattan' },
  { id: 'subway:420', name: 'Bowling Green', borough: 'Manhattan' },
  { id: 'subway:E01', name: 'World Trade Center', borough: 'Manhattan' },
  { id: 'subway:A02', name: 'Inwood-207 St', borough: 'Manhattan' },
  { id: 'subway:301', name: 'Harlem-148 St', borough: 'Manhattan' },
  { id: 'subway:116', name: '125 St', borough: 'Manhattan' },
  // on the mainland next to the Bronx, but legally Manhattan
  { id: 'subway:106', name: 'Marble Hill-225 St', borough: 'Manhattan' },
  { id: 'subway:B06', name: 'Roosevelt Island', borough: 'Manhattan' },
  // Bronx
  { id: 'subway:414', name: '161 St-Yankee Stadium', borough: 'Bronx' },
  { id: 'subway:101', name: 'Van Cortlandt Park-242 St', borough: 'Bronx' },
  { id: 'subway:201', name: 'Wakefield-241 St', borough: 'Bronx' },
  { id: 'subway:221', name: '3 Av-149 St', borough: 'Bronx' },
  { id: 'subway:401', name: 'Woodlawn', borough: 'Bronx' },
  { id: 'subway:501', name: 'Eastchester-Dyre Av', borough: 'Bronx' },
  { id: 'subway:601', name: 'Pelham Bay Park', borough: 'Bronx' },
  { id: 'subway:608', name: 'Parkchester', borough: 'Bronx' },
  { id: 'subway:D04', name: 'Kingsbridge Rd', borough: 'Bronx' },
  // Brooklyn
  { id: 'subway:235', name: 'Atlantic Av-Barclays Ctr', borough: 'Brooklyn' },
  { id: 'subway:A51', name: 'Broadway Junction', borough: 'Brooklyn' },
  { id: 'subway:D43', name: 'Coney Island-Stillwell Av', borough: 'Brooklyn' },
  { id: 'subway:R45', name: 'Bay Ridge-95 St', borough: 'Brooklyn' },
  { id: 'subway:L29', name: 'Canarsie-Rockaway Pkwy', borough: 'Brooklyn' },
  { id: 'subway:232', name: 'Borough Hall', borough: 'Brooklyn' },
  { id: 'subway:L08', name: 'Bedford Av', borough: 'Brooklyn' },
  { id: 'subway:G26', name: 'Greenpoint Av', borough: 'Brooklyn' },
  { id: 'subway:J20', name: 'Crescent St', borough: 'Brooklyn' },
  { id: 'subway:J29', name: 'Halsey St', borough: 'Brooklyn' },
  { id: 'subway:S01', name: 'Franklin Av', borough: 'Brooklyn' },
  // Queens
  { id: 'subway:G07', name: 'Jamaica-Van Wyck', borough: 'Queens' },
  { id: 'subway:701', name: 'Flushing-Main St', borough: 'Queens' },
  { id: 'subway:719', name: 'Court Sq', borough: 'Queens' },
  { id: 'subway:G22', name: 'Court Sq', borough: 'Queens' },
  { id: 'subway:G05', name: 'Jamaica Center-Parsons/Archer', borough: 'Queens' },
  { id: 'subway:H11', name: 'Far Rockaway-Mott Av', borough: 'Queens' },
  { id: 'subway:H15', name: 'Rockaway Park-Beach 116 St', borough: 'Queens' },
  { id: 'subway:R01', name: 'Astoria-Ditmars Blvd', borough: 'Queens' },
  { id: 'subway:718', name: 'Queensboro Plaza', borough: 'Queens' },
  { id: 'subway:G14', name: 'Jackson Hts-Roosevelt Av', borough: 'Queens' },
  { id: 'subway:G08', name: 'Forest Hills-71 Av', borough: 'Queens' },
  { id: 'subway:H03', name: 'Howard Beach-JFK Airport', borough: 'Queens' },
  { id: 'subway:720', name: 'Hunters Point Av', borough: 'Queens' },
  { id: 'subway:M04', name: 'Fresh Pond Rd', borough: 'Queens' },
  { id: 'subway:M06', name: 'Seneca Av', borough: 'Queens' },
  // Staten Island
  { id: 'subway:S31', name: 'St George', borough: 'Staten Island' },
  { id: 'subway:S09', name: 'Tottenville', borough: 'Staten Island' },
  { id: 'subway:S22', name: 'New Dorp', borough: 'Staten Island' },
  { id: 'subway:S19', name: 'Great Kills', borough: 'Staten Island' },
  { id: 'subway:S29', name: 'Stapleton', borough: 'Staten Island' },
];
