import {
  bulkCancelRequestSchema,
  venueWallTime,
  type BulkCancelAnswer,
  type BulkCancelRequest,
} from '@padel/contracts';
import { ApiRequestError } from '@/lib/api-client';

/**
 * The bulk cancel form (docs/screens.md#blocked-contacts): which online bookings to
 * cancel, counted first, then cancelled with a reason.
 */

/** The filters as typed; the window's ends are the venue's wall time (`YYYY-MM-DDTHH:mm`). */
export interface BulkCancelFilters {
  contact: string;
  address: string;
  createdFrom: string;
  createdTo: string;
}

export type BulkCancelField = keyof BulkCancelFilters | 'reason';

export const BULK_CANCEL_FIELDS: readonly BulkCancelField[] = [
  'contact',
  'address',
  'createdFrom',
  'createdTo',
  'reason',
];

export const emptyFilters = (address = ''): BulkCancelFilters => ({
  contact: '',
  address,
  createdFrom: '',
  createdTo: '',
});

/** The filters of a form that holds more (the reason, Tell the customers). */
export const filtersOf = ({ contact, address, createdFrom, createdTo }: BulkCancelFilters) => ({
  contact,
  address,
  createdFrom,
  createdTo,
});

/** Whether two sets of filters pick the same bookings: a count is only good for its filters. */
export const sameFilters = (a: BulkCancelFilters, b: BulkCancelFilters) =>
  a.contact === b.contact &&
  a.address === b.address &&
  a.createdFrom === b.createdFrom &&
  a.createdTo === b.createdTo;

/**
 * The wall time as an instant with its offset. One the venue's clock cannot read is sent as it
 * was typed, so the server refuses it: a filter left out would cancel more than staff asked for.
 */
function instant(wallTime: string, timeZone: string): string | undefined {
  const text = wallTime.trim();
  if (text === '') return undefined;
  return venueWallTime(text, timeZone)?.toISOString() ?? text;
}

/** The request for these filters: blank ones left out; `then` says count or cancel. */
export function bulkCancelRequest(
  filters: BulkCancelFilters,
  timeZone: string,
  then: { dryRun: true } | { dryRun: false; reason: string; notifyCustomers: boolean },
): BulkCancelRequest {
  const contact = filters.contact.trim();
  const address = filters.address.trim();
  const createdFrom = instant(filters.createdFrom, timeZone);
  const createdTo = instant(filters.createdTo, timeZone);
  return {
    ...(contact ? { contact } : {}),
    ...(address ? { address } : {}),
    ...(createdFrom ? { createdFrom } : {}),
    ...(createdTo ? { createdTo } : {}),
    ...(then.dryRun
      ? { dryRun: true }
      : { dryRun: false, reason: then.reason.trim(), notifyCustomers: then.notifyCustomers }),
  };
}

export interface FormProblems {
  /** Messages under the fields they are about. */
  fields: Partial<Record<BulkCancelField, string>>;
  /** A message about the form as a whole: no filter at all. */
  form?: string;
}

/** Issues (the contract's or a 400 answer's, `body.` first) as the form shows them. */
export function problemsOf(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
): FormProblems {
  const problems: FormProblems = { fields: {} };
  for (const issue of issues) {
    const parts = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const name = parts[0] === 'body' ? parts[1] : parts[0];
    const field = BULK_CANCEL_FIELDS.find((candidate) => candidate === name);
    if (field) problems.fields[field] ??= issue.message;
    else problems.form ??= issue.message;
  }
  return problems;
}

/** What the contract refuses in this request, before it is sent; undefined when nothing. */
export function requestProblems(request: BulkCancelRequest): FormProblems | undefined {
  const checked = bulkCancelRequestSchema.safeParse(request);
  return checked.success ? undefined : problemsOf(checked.error.issues);
}

/** The server's refusal: its issues on their fields, else its message for the whole form. */
export function failureProblems(error: unknown, fallback: string): FormProblems {
  if (!(error instanceof ApiRequestError)) return { fields: {}, form: fallback };
  const problems = problemsOf(error.issues ?? []);
  const onAField = Object.keys(problems.fields).length > 0;
  return onAField || problems.form
    ? problems
    : { fields: {}, form: error.serverMessage ?? fallback };
}

const bookings = (count: number) => (count === 1 ? '1 booking' : `${count} bookings`);

/** "This will cancel 3 bookings (1 with money paid)." for a count the server made. */
export function previewText(answer: Pick<BulkCancelAnswer, 'count' | 'withMoneyTaken'>): string {
  if (answer.count === 0) {
    return 'No online booking from today on matches these filters: nothing to cancel.';
  }
  if (answer.withMoneyTaken === 0) return `This will cancel ${bookings(answer.count)}.`;
  return `This will cancel ${bookings(answer.count)} (${answer.withMoneyTaken} with money paid).`;
}

/** The final button: "Cancel 3 bookings". */
export const cancelLabel = (count: number) => `Cancel ${bookings(count)}`;
