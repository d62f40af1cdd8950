import { relative } from 'node:path';
import { expect } from 'vitest';

/**
 * The e2e files' one source of chance (docs/quality.md#tests-choose-their-data): a small seeded
 * generator per test file, seeded from the file's path, so a file draws the same dates, hours and
 * courts on every run, and two files draw different ones (they share one server). Only names that
 * must merely be unique (`uniqueTag`) stay random.
 */
const streams = new Map<string, () => number>();

/** The next number in [0, 1) of the running test file's stream. */
export function draw(): number {
  const testPath = expect.getState().testPath ?? 'e2e';
  const file = relative(process.cwd(), testPath);
  let next = streams.get(file);
  if (!next) {
    next = mulberry32(hash(file));
    streams.set(file, next);
  }
  return next();
}

/** A whole number from `from` up to and including `to`, drawn from the file's stream. */
export function drawInt(from: number, to: number): number {
  return from + Math.floor(draw() * (to - from + 1));
}

/** FNV-1a: a 32-bit seed from a path. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Mulberry32: a tiny, well-mixed 32-bit generator; the same seed gives the same numbers. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
