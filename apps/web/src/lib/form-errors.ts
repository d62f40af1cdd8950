import type { SyntheticEvent } from 'react';
import { ApiRequestError } from '@/lib/api-client';

/**
 * Field errors from a 400 answer's `issues` (their `path` is dotted, e.g. `body.email`). A field
 * whose message is the answer's own message gets `true`: marked invalid, without repeating the
 * text the notification already shows.
 */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
): Partial<Record<K, string | true>> {
  const errors: Partial<Record<K, string | true>> = {};
  if (!(error instanceof ApiRequestError) || !error.issues) return errors;
  for (const issue of error.issues) {
    const last = issue.path.split('.').pop() ?? '';
    const field = fields.find((name) => name === last);
    if (field && !(field in errors)) {
      errors[field] = issue.message === error.serverMessage ? true : issue.message;
    }
  }
  return errors;
}

/**
 * Moves focus to the form's first invalid field (in screen order, pickers included), once React
 * has drawn the messages: keyboard and screen-reader users land on what needs fixing. `form` may
 * be any element around the fields, such as a box holding two forms.
 */
export function focusFirstInvalid(form: HTMLElement | null | undefined) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  });
}

/**
 * The validation-failure handler of `useForm().onSubmit(submit, focusFirstInvalidOnFailure)`.
 * The form is read from the event now: React clears `currentTarget` once the handler returns.
 */
export function focusFirstInvalidOnFailure(
  _errors: unknown,
  _values: unknown,
  event: SyntheticEvent<HTMLFormElement> | undefined,
) {
  focusFirstInvalid(event?.currentTarget);
}
