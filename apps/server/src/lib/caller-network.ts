import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { shareNetworks } from './network-shares';

/**
 * The networks of the customer whose request is being answered, so that the messages the request
 * writes count against that network's share of the venue's hourly budget
 * (docs/notifications.md#message-limits, ADR 070). Nothing for staff, the worker's jobs and the
 * providers' webhooks: their messages count in the venue's budget only.
 */
const caller = new AsyncLocalStorage<() => readonly string[]>();

/**
 * A preHandler for the customers' routes: the rest of the request runs as its caller. Read when a
 * message is written, so a staff member signed in on a public route (a walk-in) counts as staff.
 */
export function answerAsCaller(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  caller.run(() => (request.user ? [] : shareNetworks(request.ip)), done);
}

/** The current customer's networks, narrowest first; empty outside a customer's request. */
export const callerNetworks = (): readonly string[] => caller.getStore()?.() ?? [];
