/**
 * Whether `value` is one of a closed list of strings (an enum of the contracts), narrowing it to
 * that list's type: the one way to check a status, type or kind read from outside, instead of a
 * cast (`as BookingStatus`) that would let a wrong string through unchecked.
 */
export function isOneOf<const T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((known) => known === value);
}

/**
 * `value` typed as one of `values`, where a schema's own checks have already refused anything else
 * (zod runs a transform only once its checks pass): another value is a bug, so it throws.
 */
export function checkedOneOf<const T extends string>(values: readonly T[], value: unknown): T {
  if (!isOneOf(values, value))
    throw new Error(`A value its checks should have refused: ${String(value)}`);
  return value;
}
