/**
 * One way of reaching someone (see docs/notifications.md#channels). `send` resolves once the
 * provider has taken the message and rejects otherwise; a PermanentFailure says that trying again
 * cannot help (an address the server refuses), anything else is retried.
 */
export interface Channel {
  /** `kind` names the message in the log, which never shows a subject or body. */
  send(message: { id: number; kind: string; recipient: string; body: unknown }): Promise<void>;
}

export class PermanentFailure extends Error {
  override name = 'PermanentFailure';
}
