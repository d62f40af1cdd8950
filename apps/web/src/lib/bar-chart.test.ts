import { describe, expect, it } from 'vitest';
import { barsOf, scaleTop } from './bar-chart';

describe('scaleTop', () => {
  it.each([
    [[], 1],
    [[0, 0], 1],
    [[1], 1],
    [[3], 5],
    [[7, 2], 10],
    [[10], 10],
    [[11], 20],
    [[1201, 1200], 2000],
    [[6001], 10000],
  ])('%j -> %d', (values, top) => {
    expect(scaleTop(values)).toBe(top);
  });
});

describe('barsOf', () => {
  it('draws one bar a day from the baseline, in proportion to the top', () => {
    expect(barsOf([0, 5, 10], 10, 100)).toEqual([
      { x: 0.15, y: 100, width: 0.7, height: 0 },
      { x: 1.15, y: 50, width: 0.7, height: 50 },
      { x: 2.15, y: 0, width: 0.7, height: 100 },
    ]);
  });

  it('keeps a small day visible', () => {
    const [bar] = barsOf([1], 10_000, 100);
    expect(bar!.height).toBe(1);
  });
});
