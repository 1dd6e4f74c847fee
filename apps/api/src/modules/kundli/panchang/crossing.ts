// Root finding for the panchang's end times: the instant a steadily growing angle reaches a boundary.

const DAY_MS = 86_400_000;
/**
 * Stop after a step shorter than this, milliseconds, and answer the next estimate: the secant's error shrinks with the
 * product of the last two, so one more step from within a second lands within a few milliseconds.
 */
const LAST_STEP_MS = 1000;
const MAX_STEPS = 40;

/** An angle's excess over a target, wrapped to -180..180 degrees: negative before the crossing, positive after. */
export const pastTarget = (angle: number, target: number) => ((((angle - target) % 360) + 540) % 360) - 180;

/**
 * The instant at which `excess` (degrees, as from pastTarget, growing with time) is zero, UTC ms, searched from a
 * known point (`fromMs`, where it is `fromExcess`) within a few days of it.
 *
 * The secant method, its first step at the nominal rate. The angles of the panchang (the Moon's longitude, the Moon-Sun
 * elongation, their sum, the Sun's longitude) grow steadily, with a rate that changes by a few per cent a day, so it
 * converges from hours away in two or three evaluations; a slope that is not positive (never seen; a guard for
 * rounding) falls back to the nominal rate.
 */
export function crossing(
  excess: (ms: number) => number,
  fromMs: number,
  fromExcess: number,
  degreesPerDay: number,
): number {
  const nominal = degreesPerDay / DAY_MS;
  let a = fromMs;
  let fa = fromExcess;
  let b = a - fa / nominal;
  for (let step = 0; step < MAX_STEPS; step++) {
    const fb = excess(b);
    if (fb === 0) return b;
    const slope = (fb - fa) / (b - a);
    const next = b - fb / (slope > 0 ? slope : nominal);
    if (Math.abs(next - b) < LAST_STEP_MS) return next;
    a = b;
    fa = fb;
    b = next;
  }
  throw new Error(`no crossing found from ${new Date(fromMs).toISOString()}`);
}
