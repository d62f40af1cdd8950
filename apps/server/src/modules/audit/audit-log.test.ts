import { auditListSchema, TOTAL_COUNT_HEADER } from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';

// The audit log admins read (docs/operations.md#audit-log), on both databases.
let t: TestApp;
let admin: Api;
let bookingId: number;

beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp());
  // Through the API: its 'create' entry is the flow's own (given.booking writes one as well).
  bookingId = (await bookThroughApi(t, padelRequest(daysFromToday(4), 9))).id;
  const act = (payload: object) => admin.patch(`/api/booking/update/${bookingId}/`, payload);
  expectStatus(await act({ action: 'confirm' }), 200);
  expectStatus(await act({ action: 'cancel', cancelReason: 'Rain' }), 200);
});
afterAll(() => t?.close());

const read = async (query: string) => {
  const response = expectStatus(await admin.get(`/api/audit-log?${query}`), 200);
  return {
    entries: auditListSchema.parse(response.json()),
    total: response.headers[TOTAL_COUNT_HEADER.toLowerCase()],
  };
};

describe('GET /api/audit-log', () => {
  it("shows a booking's history newest first: who, when, what, status before and after", async () => {
    const { entries, total } = await read(`entity=booking&entityId=${bookingId}`);
    expect(total).toBe('3');
    expect(entries.map((entry) => entry.action)).toEqual(['cancel', 'confirm', 'create']);
    expect(entries[0]).toMatchObject({
      actor: { type: 'admin', name: expect.any(String) },
      before: { status: 'Booking Confirmed' },
      after: { status: 'Booking Cancelled', cancelReason: 'Rain' },
    });
    expect(entries[0]!.actor.name!.length).toBeGreaterThan(0);
    expect(entries[2]).toMatchObject({ actor: { type: 'customer', name: null } });
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(Date.parse(entries[2]!.at));
  });

  it('filters by who, what and venue dates, and pages', async () => {
    const customer = await read('actorType=customer&entity=booking');
    expect(customer.entries.every((entry) => entry.actor.type === 'customer')).toBe(true);
    expect(customer.entries.map((entry) => entry.entityId)).toContain(String(bookingId));
    const cancels = await read('action=cancel');
    expect(cancels.entries.map((entry) => entry.entityId)).toEqual([String(bookingId)]);
    expect(
      (await read(`from=${daysFromToday(0)}&to=${daysFromToday(0)}&entity=booking`)).total,
    ).toBe('3');
    expect((await read(`to=${daysFromToday(-1)}&entity=booking`)).total).toBe('0');
    const first = await read('pageSize=1&page=1');
    const second = await read('pageSize=1&page=2');
    expect(first.entries).toHaveLength(1);
    expect(second.entries[0]!.id).toBeLessThan(first.entries[0]!.id);
  });

  it('refuses a bad filter with 400 and answers 401 without a token', async () => {
    for (const query of [
      'from=2026-02-30',
      'from=2026-03-02&to=2026-03-01',
      'entity=nothing',
      'pageSize=500',
    ]) {
      expectStatus(await admin.get(`/api/audit-log?${query}`), 400);
    }
    expectStatus(await t.api.get('/api/audit-log'), 401);
  });
});
