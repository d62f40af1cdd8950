/**
 * The arithmetic of the admin screens' bar charts, drawn by hand in SVG (the per-day chart of
 * docs/screens.md#redirection-sources, the takings of docs/till.md#revenue), kept apart from
 * React so it can be tested alone.
 */

/** The top of a scale: the smallest 1, 2 or 5 × 10^k at or above the largest value, at least 1. */
export function scaleTop(values: readonly number[]): number {
  const largest = Math.max(0, ...values);
  if (largest <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= largest)!;
  return step * power;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One bar per value in a box `values.length` wide and `height` high (the SVG stretches it to the
 * width on screen); a value above 0 stays at least a sliver high, so a quiet day is not lost.
 */
export function barsOf(values: readonly number[], top: number, height: number): Bar[] {
  return values.map((value, index) => {
    const scaled = value <= 0 ? 0 : Math.max((value / top) * height, height / 100);
    return { x: index + 0.15, y: height - scaled, width: 0.7, height: scaled };
  });
}
