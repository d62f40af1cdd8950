import {
  closureRangeProblems,
  closureRequestSchema,
  type ClosureRequest,
  type Court,
} from '@padel/contracts';
import { formErrorsFromIssues } from './form-issues';

/**
 * The new-closure form (see docs/venue-settings.md#closures). Its paths are the request's
 * (`from`, `courts`, `toHour`, ...), so the server's issues land on the right field.
 */
export interface ClosureFormValues {
  from: string;
  to: string;
  courts: Court[];
  /** Closes only the hours below; off closes the whole day. */
  partOfDay: boolean;
  fromHour: number;
  toHour: number;
  reason: string;
}

export const emptyClosureForm = (): ClosureFormValues => ({
  from: '',
  to: '',
  courts: [],
  partOfDay: false,
  fromHour: 17,
  toHour: 24,
  reason: '',
});

/** What the form would send; an empty date is left out, so the schema says it is required. */
function candidate(values: ClosureFormValues) {
  return {
    from: values.from === '' ? undefined : values.from,
    to: values.to === '' ? undefined : values.to,
    courts: values.courts,
    reason: values.reason,
    fromHour: values.partOfDay ? values.fromHour : null,
    toHour: values.partOfDay ? values.toHour : null,
  };
}

/**
 * The contract's own checks, in the browser: the schema's, then the dates a closure may cover
 * from `today` (venue time), as the server checks them. Errors keyed by the form's paths.
 */
export function validateClosure(values: ClosureFormValues, today: string): Record<string, string> {
  const result = closureRequestSchema.safeParse(candidate(values));
  const range = closureRangeProblems(values, today);
  return formErrorsFromIssues([...(result.success ? [] : result.error.issues), ...range]);
}

/** The POST /api/closures body; call after `validateClosure` found nothing. */
export function closureRequest(values: ClosureFormValues): ClosureRequest {
  return closureRequestSchema.parse(candidate(values));
}
