/**
 * One way of reaching someone (see docs/notifications.md#channels). `send` resolves once the
 * provider has taken the message and rejects otherwise; a PermanentFailure says that trying again
 * cannot help (an address the server refuses), anything else is retried.
 */
export interface Channel {
  send(message: { id: number; recipient: string; body: unknown }): Promise<void>;
}

export class PermanentFailure extends Error {
  override name = 'PermanentFailure';
}
