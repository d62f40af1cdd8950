import type { DeskOnline, DeskOnlineMethod } from '@padel/contracts';

/**
 * "Paid online" as the desk's forms hold it (docs/payments.md#paid-online): which way the money
 * came, '' until staff pick one, and the statement's reference as typed.
 */
export interface DeskOnlineValues {
  onlineMethod: DeskOnlineMethod | '';
  reference: string;
}

export const NO_DESK_ONLINE: DeskOnlineValues = { onlineMethod: '', reference: '' };

/**
 * The request's fields of a form's "Paid online": only what staff filled in, the reference
 * trimmed; nothing at all when the payment is not Paid online.
 */
export function deskOnlineRequest(paidOnline: boolean, values: DeskOnlineValues): DeskOnline {
  if (!paidOnline) return {};
  const reference = values.reference.trim();
  return {
    ...(values.onlineMethod ? { onlineMethod: values.onlineMethod } : {}),
    ...(reference ? { reference } : {}),
  };
}
