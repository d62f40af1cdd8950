import {
  OWNER_APPROVAL_CODE,
  OWNER_APPROVAL_MESSAGES,
  ownerApprovalAnswerSchema,
  tillDaySchema,
  type TillMovementRequest,
} from '@padel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { createAdminTestApp, TEST_VENUE_SETTINGS, type TestApp } from '../../../test/test-app';
import { moneyMovements } from '../../db/schema';

/**
 * docs/till.md#till-movements: a pay-in or pay-out above the owner's amount (`tillApprovalAbove`)
 * is the owner's. Staff are refused with nothing written, may ask, and the owner's approval
 * records it once; the owner records any amount.
 */

let t: TestApp;
let owner: Api;
let staff: Api;
beforeAll(async () => {
  ({ t, admin: owner } = await createAdminTestApp());
  const account = await given.admin(t.app.db, { role: 'staff', firstName: 'Sana' });
  staff = t.api.as(await signIn(t.api, account));
  expectStatus(
    await owner.put('/api/settings', { ...TEST_VENUE_SETTINGS, tillApprovalAbove: 20_000 }),
    200,
  );
});
afterAll(() => t.close());

const drawer = async () =>
  tillDaySchema.parse(expectStatus(await owner.get('/api/till/movements'), 200).json()).movements;
const payOut = (amount: number, note: string): TillMovementRequest => ({
  kind: 'pay-out',
  amount,
  note,
});

describe('a till movement above the owner amount', () => {
  it('refuses staff, writing nothing, at the amount the owner set', async () => {
    const before = await drawer();
    for (const kind of ['pay-in', 'pay-out'] as const) {
      const refused = expectStatus(
        await staff.post('/api/till/movements', {
          kind,
          amount: 20_001,
          note: 'supplier paid today',
        }),
        403,
      );
      expect(refused.json()).toMatchObject({
        code: OWNER_APPROVAL_CODE,
        message: OWNER_APPROVAL_MESSAGES.tillAbove(
          kind === 'pay-in' ? 'Pay-in' : 'Pay-out',
          'PKR 20,000',
        ),
      });
    }
    expect(await drawer()).toEqual(before);
    // Up to the amount, and the day's float, staff record themselves.
    expectStatus(await staff.post('/api/till/movements', payOut(20_000, 'ice for the café')), 201);
    expectStatus(
      await staff.post('/api/till/movements', {
        kind: 'opening-float',
        amount: 50_000,
        note: 'float for the tournament',
      }),
      201,
    );
    expect((await drawer()).map((row) => [row.kind, row.amount, row.recordedBy])).toEqual([
      ...before.map((row) => [row.kind, row.amount, row.recordedBy]),
      ['pay-out', -20_000, expect.stringContaining('Sana')],
      ['opening-float', 50_000, expect.stringContaining('Sana')],
    ]);
  });

  it('the owner records any amount without asking', async () => {
    const recorded = expectStatus(
      await owner.post('/api/till/movements', payOut(90_000, 'rent for the month')),
      201,
    );
    expect(recorded.json()).toMatchObject({ kind: 'pay-out', amount: -90_000 });
  });

  it("staff ask, the owner approves once, and it is recorded on the day's drawer", async () => {
    const movement = payOut(50_000, 'electricity bill paid');
    const asked = ownerApprovalAnswerSchema.parse(
      expectStatus(
        await staff.post('/api/approvals', {
          kind: 'till-movement',
          movement,
          reason: 'The bill is due today',
        }),
        201,
      ).json(),
    );
    expect(asked.approval).toMatchObject({
      kind: 'till-movement',
      status: 'pending',
      summary: 'Pay-out of PKR 50,000 from the drawer: electricity bill paid',
      customerName: null,
    });
    const count = async () =>
      (await t.app.db.select().from(moneyMovements).where(eq(moneyMovements.amount, -50_000)))
        .length;
    expect(await count()).toBe(0);

    expectStatus(await staff.post(`/api/approvals/${asked.approval.id}/approve`), 403);
    const approved = ownerApprovalAnswerSchema.parse(
      expectStatus(await owner.post(`/api/approvals/${asked.approval.id}/approve`), 200).json(),
    );
    expect(approved.approval).toMatchObject({ status: 'approved' });
    expect(approved.approval.outcome).toMatch(/^Recorded on \d{4}-\d{2}-\d{2}$/);
    expect(await count()).toBe(1);
    expect((await drawer()).at(-1)).toMatchObject({
      kind: 'pay-out',
      amount: -50_000,
      note: 'electricity bill paid',
    });

    // Approving twice records nothing more.
    expectStatus(await owner.post(`/api/approvals/${asked.approval.id}/approve`), 409);
    expect(await count()).toBe(1);
  });

  it('a request checks the movement as the Till does', async () => {
    const bad = await staff.post('/api/approvals', {
      kind: 'till-movement',
      movement: payOut(50_000, 'x'),
      reason: 'The bill is due today',
    });
    expectStatus(bad, 400);
  });
});
