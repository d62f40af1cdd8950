/**
 * Whether `value` is one of a closed list of strings (an enum of the contracts), narrowing it to
 * that list's type: the one way to check a status, type or kind read from outside, instead of a
 * cast (`as BookingStatus`) that would let a wrong string through unchecked.
 */
export function isOneOf<const T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
