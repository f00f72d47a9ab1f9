import type { AlertFrequency } from '@utah-land/shared';

// Digest windows: whole days or weeks (Monday to Monday) in Utah's time zone, so a daily digest covers a calendar
// day as the user lives it and every server process computes the same window for the same moment.

export const ALERT_TIME_ZONE = 'America/Denver';
const DAY_MS = 24 * 60 * 60 * 1000;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ALERT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

function local(t: number) {
  const p = Object.fromEntries(parts.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  return {
    y: Number(p.year),
    m: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    min: Number(p.minute),
    s: Number(p.second),
    weekday: String(p.weekday),
  };
}

/** The zone's offset from UTC at instant t, in ms (negative west of Greenwich). */
function offsetAt(t: number): number {
  const l = local(t);
  return Date.UTC(l.y, l.m - 1, l.d, l.h, l.min, l.s) - Math.floor(t / 1000) * 1000;
}

/** The instant of local midnight of the local day that contains t. */
export function localMidnight(t: number): number {
  const l = local(t);
  const wall = Date.UTC(l.y, l.m - 1, l.d);
  let guess = wall - offsetAt(t);
  guess = wall - offsetAt(guess);
  return guess;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The end of the newest whole window at `now`: the last local midnight (daily) or Monday midnight (weekly). */
export function latestWindowEnd(now: Date, frequency: AlertFrequency): Date {
  const midnight = localMidnight(now.getTime());
  if (frequency === 'daily') return new Date(midnight);
  const back = WEEKDAYS.indexOf(local(midnight).weekday);
  // Step back one day at a time (noon avoids the daylight-saving hour) to Monday's midnight.
  return new Date(back <= 0 ? midnight : localMidnight(midnight - back * DAY_MS + 12 * 60 * 60 * 1000));
}

/** How far back a digest looks at most (the change capture keeps this much). */
export const MAX_WINDOW_MS = 35 * DAY_MS;
