import type { Place, ReverseGeocodeResponse } from '../../contract/places.ts';
import type { GeocodedPlace } from './pelias-answer.ts';

/** Where an address or landmark is, in a few words: "Manhattan 10118", or the street line of a landmark. */
function whereIs(place: GeocodedPlace): string {
  const area = [place.city, place.postCode].filter(Boolean).join(' ');
  if (place.kind === 'pointOfInterest' && place.street)
    return [streetLine(place), place.city].filter(Boolean).join(', ');
  return area;
}

function streetLine(place: GeocodedPlace): string {
  return [place.houseNumber, place.street].filter(Boolean).join(' ');
}

/** A geocoder's place as the places API lists it (spec "Place search result" and "Place" fields). */
export function geocodedToPlace(place: GeocodedPlace): Place {
  const displayName = place.city && !place.name.includes(place.city) ? `${place.name}, ${place.city}` : place.name;
  return {
    id: place.gid,
    name: place.name,
    title: place.name,
    displayName,
    subTitle: whereIs(place),
    type: place.kind === 'pointOfInterest' ? 'pointOfInterest' : 'address',
    lat: place.lat,
    lon: place.lon,
    extraData: { city: place.city, zipCode: place.postCode },
    lines: [],
    city: place.city,
    postCode: place.postCode,
    address: streetLine(place),
    source: 'geocoder',
  };
}

export function geocodedToReverse(place: GeocodedPlace): Omit<ReverseGeocodeResponse, 'attribution'> {
  return {
    id: place.gid,
    type: place.kind === 'pointOfInterest' ? 'pointOfInterest' : 'address',
    name: place.name,
    city: place.city,
    postCode: place.postCode,
    lat: place.lat,
    lon: place.lon,
    distance: place.distance ?? 0,
  };
}
