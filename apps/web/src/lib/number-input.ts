/**
 * What a Mantine NumberInput holds, made ready for a schema: its number; undefined while empty,
 * so the schema says the value is required; or the half-typed text, which it refuses as no number.
 */
export function numberInputValue(value: number | string): unknown {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? value : number;
}
