// The pages the JavaScript budgets and the Lighthouse comparison measure (docs/performance.md), with their budgets in
// gzip KiB: the home page, trip results, a stop, a line, the timetables index, the trip widget and Nearby.

/** Tomorrow in New York, as the results page's departure (the network is New York's). */
function tomorrowDeparture(time) {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(tomorrow);
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' })
      .formatToParts(tomorrow)
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', '') || '+00:00';
  return `${day}T${time}${offset}`;
}

const results = new URLSearchParams({
  fi: 'subway:127',
  fv: 'Times Sq-42 St',
  fpt: 'stopArea',
  flat: '40.75529',
  flon: '-73.987495',
  ti: 'subway:D43',
  tv: 'Coney Island-Stillwell Av',
  tpt: 'stopArea',
  tlat: '40.577422',
  tlon: '-73.981233',
  tt: '0',
  dt: tomorrowDeparture('08:30'),
});

export const BUDGET_PAGES = [
  { name: 'home', path: '/fr', budget: 150 },
  { name: 'trip results', path: `/fr/trip-planner/results?${results}`, budget: 150 },
  { name: 'stop page', path: '/fr/proximity/stopArea/subway:127', budget: 90 },
  { name: 'line page', path: '/fr/schedules/line/subway%3A1', budget: 90 },
  { name: 'schedules index', path: '/fr/schedules', budget: 90 },
  { name: 'trip widget', path: '/fr/widgets/trip?fi=subway%3A127&fv=Times+Sq-42+St', budget: 90 },
  { name: 'nearby', path: '/fr/proximity?lat=40.75529&lon=-73.987495', budget: 400 },
];
