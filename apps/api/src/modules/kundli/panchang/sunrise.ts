// Sunrise and sunset for the panchang: the Sun's centre on the horizon, with the refraction of a standard atmosphere.
import * as Astronomy from 'astronomy-engine';
import { useDeltaT } from '../delta-t.ts';
import { PanchangError } from './panchang-error.ts';

/**
 * The true (geometric, topocentric) altitude of the Sun's centre when refraction lifts it to the horizon, degrees:
 * Swiss Ephemeris' refraction at apparent altitude 0 for 1013.25 hPa and 15 degrees C (swe_refrac_extended, its
 * constant lapse rate), the value swe_rise_trans uses with SE_BIT_DISC_CENTER at sea level. 33.6' of arc.
 */
export const SUNRISE_ALTITUDE = -0.5598884331123389;
const DAY_MS = 86_400_000;

export interface Daylight {
  sunrise: number;
  sunset: number;
  nextSunrise: number;
}

function crossHorizon(observer: Astronomy.Observer, direction: 1 | -1, fromMs: number, days: number) {
  const time = Astronomy.SearchAltitude(
    Astronomy.Body.Sun,
    observer,
    direction,
    Astronomy.MakeTime(new Date(fromMs)),
    days,
    SUNRISE_ALTITUDE,
  );
  return time ? time.date.getTime() : null;
}

/**
 * The sunrise on a civil date (between `dayStart` and `nextDayStart`), the sunset after it and the next sunrise, which
 * must fall on the following date (before `dayAfterStart`), UTC milliseconds. A place and date without them (the polar
 * day or night, beyond about 65 degrees of latitude) is refused with `noSunrise`.
 */
export function daylight(
  place: { latitude: number; longitude: number },
  dayStart: number,
  nextDayStart: number,
  dayAfterStart: number,
): Daylight {
  useDeltaT();
  const observer = new Astronomy.Observer(place.latitude, place.longitude, 0);
  const sunrise = crossHorizon(observer, 1, dayStart, (nextDayStart - dayStart) / DAY_MS);
  const sunset = sunrise === null ? null : crossHorizon(observer, -1, sunrise, 1);
  const nextSunrise = sunset === null ? null : crossHorizon(observer, 1, sunset, 1);
  if (sunrise === null || sunset === null || nextSunrise === null) throw new PanchangError('noSunrise');
  if (nextSunrise < nextDayStart || nextSunrise >= dayAfterStart) throw new PanchangError('noSunrise');
  return { sunrise, sunset, nextSunrise };
}
