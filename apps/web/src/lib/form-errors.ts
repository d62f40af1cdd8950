import type { SyntheticEvent } from 'react';
import { ApiRequestError } from '@/lib/api-client';

/**
 * What a form shows under its fields: a message, or `true` for a field marked invalid whose
 * message the form already shows elsewhere (a notification, an alert, a prompt).
 */
export type FieldErrors<K extends string> = Partial<Record<K, string | true>>;

/** Each field's message from a 400 answer's `issues` (their `path` is dotted: `body.email`). */
function issueMessages<K extends string>(
  error: unknown,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const messages: Partial<Record<K, string>> = {};
  if (!(error instanceof ApiRequestError) || !error.issues) return messages;
  for (const issue of error.issues) {
    const last = issue.path.split('.').pop() ?? '';
    const field = fields.find((name) => name === last);
    if (field && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

/**
 * The names that have a message: `fields` in their (screen) order first, then any other name
 * (a nested path such as `openingHours.2.close`) in the order of `messages`.
 */
export function namesWithMessages<K extends string>(
  fields: readonly K[],
  messages: Partial<Record<K, unknown>>,
): K[] {
  const has = (name: K) => messages[name] !== undefined && messages[name] !== false;
  const others = (Object.keys(messages) as K[]).filter((name) => !fields.includes(name));
  return [...fields, ...others].filter(has);
}

/** Each field's message, or `true` where `shown` (a message shown elsewhere) already says it. */
function notRepeating<K extends string>(
  fields: readonly K[],
  messages: Partial<Record<K, string>>,
  shown: string | undefined,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const field of namesWithMessages(fields, messages)) {
    const message = messages[field];
    if (message !== undefined) errors[field] = shown?.includes(message) ? true : message;
  }
  return errors;
}

/**
 * Field errors from a 400 answer's `issues`. A field whose message is the answer's own message gets
 * `true`: marked invalid, without repeating the text the notification already shows.
 */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
): FieldErrors<K> {
  const serverMessage = error instanceof ApiRequestError ? error.serverMessage : undefined;
  return notRepeating(fields, issueMessages(error, fields), serverMessage);
}

/**
 * What the form says when sending failed (see docs/decisions/034-forms-from-parts.md): each
 * issue of the answer on its field, and `failureMessage`'s words for the form as a whole (none
 * when the fields say it all); a field does not repeat what the failure message already says.
 * `failureFields`, when given, decides the field errors instead, from the error and the issues'
 * messages, and they are shown as given (a refusal whose message belongs under a field as well as
 * in the failure message, nested paths).
 */
export function submitFailure<K extends string>(
  error: unknown,
  fields: readonly K[],
  failureMessage: (error: unknown, fieldMessages: Partial<Record<K, string>>) => string | undefined,
  failureFields?: (error: unknown, issueMessages: Partial<Record<K, string>>) => FieldErrors<K>,
): {
  fieldMessages: Partial<Record<K, string>>;
  fieldErrors: FieldErrors<K>;
  failure: string | undefined;
} {
  const issues = issueMessages(error, fields);
  if (!failureFields) {
    const failure = failureMessage(error, issues);
    return { fieldMessages: issues, fieldErrors: notRepeating(fields, issues, failure), failure };
  }
  const fieldErrors = failureFields(error, issues);
  const fieldMessages: Partial<Record<K, string>> = {};
  for (const name of namesWithMessages(fields, fieldErrors)) {
    const message = fieldErrors[name];
    if (typeof message === 'string') fieldMessages[name] = message;
  }
  return { fieldMessages, fieldErrors, failure: failureMessage(error, fieldMessages) };
}

/**
 * Moves focus to the form's first invalid field (in screen order, pickers included), once React
 * has drawn the messages: keyboard and screen-reader users land on what needs fixing. `form` may
 * be any element around the fields, such as a box holding two forms. `named` are fields with a
 * message whose inputs carry no invalid mark of their own (a radio group's radios).
 */
export function focusFirstInvalid(
  form: HTMLElement | null | undefined,
  named: readonly string[] = [],
) {
  const selector = [
    '[aria-invalid="true"]',
    '[data-invalid="true"]',
    ...named.map((name) => `[name="${name}"]`),
  ].join(', ');
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>(selector)?.focus();
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
