import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  focusFirstInvalid,
  namesWithMessages,
  submitFailure,
  type FieldErrors,
} from '@/lib/form-errors';

export interface FormSubmitOptions<F extends string, R> {
  /**
   * The form's fields in screen order: a server issue lands on its field; names for the focus.
   * A message for another name (a nested path such as `openingHours.2.close`) is kept too.
   */
  fields: readonly F[];
  /**
   * The form's own check, with the contracts' rules: each field's message (or `true` for a field
   * only marked), undefined when fine. Nothing is sent while a field has one. A `@mantine/form`
   * with `validate` rules passes `formCheck(form)`.
   */
  check?: () => Partial<Record<F, string | true | undefined>>;
  /**
   * A problem of the form as a whole that its own check finds (no filter given at all), undefined
   * when none. Nothing is sent while there is one; it is shown as `failure`.
   */
  checkForm?: () => string | undefined;
  /** Sends the form; called once the check passed, never twice at a time. */
  send: () => Promise<R>;
  onSent: (result: R) => void;
  /**
   * The words for the form as a whole when sending failed, given the messages that found their
   * field; undefined when those say it all.
   */
  failureMessage: (error: unknown, fieldMessages: Partial<Record<F, string>>) => string | undefined;
  /**
   * The field errors of a failure, shown as given, instead of the answer's issues on their fields
   * (given here): for a refusal whose message belongs under a field as well (an e-mail already
   * taken), or issues with nested paths.
   */
  failureFields?: (error: unknown, issueMessages: Partial<Record<F, string>>) => FieldErrors<F>;
  /**
   * Whatever else a failure calls for (loading again what went stale, a notification with the
   * failure message), before it is shown.
   */
  onFailed?: (
    error: unknown,
    fieldMessages: Partial<Record<F, string>>,
    failure: string | undefined,
  ) => void;
  /** Focus the first field with a server message (off where a prompt takes the focus). */
  focusServerErrors?: boolean;
  /** Where the field messages go: a `@mantine/form`'s `setErrors`; by default the hook's own. */
  setErrors?: (errors: FieldErrors<F>) => void;
}

export interface FormSubmit<F extends string> {
  /** The form's `onSubmit`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** True while the form is being sent: show it on the submit button. */
  pending: boolean;
  /** The field messages, when the hook keeps them (no `setErrors` given). */
  errors: FieldErrors<F>;
  /** Sets or clears (undefined) one field's message, e.g. as the field changes. */
  setFieldError: (field: F, message: string | undefined) => void;
  /** The failure message for the form as a whole, until the next submit or `clearFailure`. */
  failure: string | undefined;
  clearFailure: () => void;
}

/**
 * The `check` of a `@mantine/form` whose `validate` holds the rules (the contracts' schema through
 * `schemaResolver`): runs them, which also shows their messages, and gives each field's message.
 */
export function formCheck<F extends string>(form: {
  validate: () => { errors: Record<string, ReactNode> };
}): () => Partial<Record<F, string | true>> {
  return () => {
    const messages: Partial<Record<string, string | true>> = {};
    for (const [name, message] of Object.entries(form.validate().errors)) {
      if (message) messages[name] = typeof message === 'string' ? message : true;
    }
    return messages;
  };
}

/**
 * One form's submit (see docs/decisions/034-forms-from-parts.md): the form's own check first,
 * with the focus on the first field to fix; then one request at a time, however fast the clicks
 * come; a failure's issues on their fields and its message for the form. Works for a plain form
 * (the booking host carries no form library, docs/decisions/004-web-bundles.md) and, through
 * `setErrors`, for a `@mantine/form`.
 */
export function useFormSubmit<F extends string, R>(
  options: FormSubmitOptions<F, R>,
): FormSubmit<F> {
  const [ownErrors, setOwnErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const showErrors = options.setErrors ?? setOwnErrors;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const { fields, check, send, onSent, failureMessage, failureFields, onFailed } = options;
    const found: Partial<Record<F, string | true | undefined>> = check?.() ?? {};
    const messages: FieldErrors<F> = {};
    for (const field of namesWithMessages(fields, found)) {
      const message = found[field];
      if (message) messages[field] = message;
    }
    const invalid = namesWithMessages(fields, messages);
    const formProblem = options.checkForm?.();
    showErrors(messages);
    setFailure(formProblem);
    if (invalid.length > 0 || formProblem !== undefined) {
      focusFirstInvalid(form, invalid);
      return;
    }
    sending.current = true;
    setPending(true);
    send()
      .then(onSent, (error: unknown) => {
        const shown = submitFailure(error, fields, failureMessage, failureFields);
        onFailed?.(error, shown.fieldMessages, shown.failure);
        showErrors(shown.fieldErrors);
        setFailure(shown.failure);
        const named = namesWithMessages(fields, shown.fieldErrors);
        if (options.focusServerErrors !== false && named.length > 0) focusFirstInvalid(form, named);
      })
      .finally(() => {
        sending.current = false;
        setPending(false);
      });
  };

  const setFieldError = useCallback((field: F, message: string | undefined) => {
    setOwnErrors((current) => ({ ...current, [field]: message }));
  }, []);
  const clearFailure = useCallback(() => setFailure(undefined), []);

  return { onSubmit, pending, errors: ownErrors, setFieldError, failure, clearFailure };
}
