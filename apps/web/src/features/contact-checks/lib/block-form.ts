import { blockContactRequestSchema, type BlockContactRequest } from '@padel/contracts';
import { ApiRequestError } from '@/lib/api-client';

/** The block form's fields (docs/screens.md#blocked-contacts). */
export interface BlockFormValues {
  contact: string;
  reason: string;
}

export type BlockFormErrors = Partial<Record<keyof BlockFormValues, string>>;

/** The request: the reason only when one was given. */
export function blockRequest(values: BlockFormValues): BlockContactRequest {
  const reason = values.reason.trim();
  return { contact: values.contact.trim(), ...(reason ? { reason } : {}) };
}

function errorsOf(issues: readonly { path: string | readonly PropertyKey[]; message: string }[]) {
  const errors: BlockFormErrors = {};
  for (const issue of issues) {
    const parts = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const name = parts[0] === 'body' ? parts[1] : parts[0];
    const field = name === 'reason' ? 'reason' : 'contact';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What the contract refuses before sending (a contact that is neither a phone nor an e-mail). */
export function blockProblems(request: BlockContactRequest): BlockFormErrors | undefined {
  const checked = blockContactRequestSchema.safeParse(request);
  return checked.success ? undefined : errorsOf(checked.error.issues);
}

/**
 * The server's refusal under the field it is about: a 400's issues, or its message (already
 * blocked) under the contact; undefined when it said nothing of use.
 */
export function blockFailure(error: unknown): BlockFormErrors | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.issues?.length) return errorsOf(error.issues);
  return error.serverMessage ? { contact: error.serverMessage } : undefined;
}
