// The visits chart's axes: round steps up the count axis, and which days get a date under them.

/** Intervals the count axis is cut into, about. */
const Y_INTERVALS = 4;

/** The count axis's labels from 0 to the first round value ≥ `max` (whole numbers: visits). */
export function yTicks(max: number): number[] {
  const rough = Math.max(1, max / Y_INTERVALS);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const whole = Math.max(1, Math.ceil(step));
  const top = Math.max(whole * Math.ceil(max / whole), whole);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += whole) ticks.push(value);
  return ticks;
}

/**
 * The indexes of `count` days to print a date under, at most `slots` of them, evenly spread, with
 * today (the last) always among them.
 */
export function labelIndexes(count: number, slots: number): number[] {
  if (count <= 0) return [];
  const room = Math.max(1, Math.min(count, Math.floor(slots)));
  if (room === 1) return [count - 1];
  const every = Math.ceil((count - 1) / (room - 1));
  const indexes: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) indexes.unshift(i);
  return indexes;
}
