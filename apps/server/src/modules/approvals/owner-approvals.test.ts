import {
  attentionSchema,
  customerProfileSchema,
  OWNER_APPROVAL_CODE,
  OWNER_APPROVAL_MESSAGES,
  ownerApprovalAnswerSchema,
  ownerApprovalListSchema,
  slotLabel,
  type OwnerApprovalRequest,
  type SeriesRequest,
} from '@padel/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { nextWeekday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, bookings, bookingSeries, customers } from '../../db/schema';

/**
 * docs/prices.md#owner-prices (ADR 048): a price below the venue's prices and the member tag are
 * the owner's. Staff are refused with nothing changed, may ask, and the owner approves (done once)
 * or declines (nothing done) from the approvals list.
 */

let t: TestApp;
let owner: Api;
let staff: Api;
beforeAll(async () => {
  ({ t, admin: owner } = await createAdminTestApp());
  const account = await given.admin(t.app.db, {
    role: 'staff',
    firstName: 'Dana',
    lastName: 'Desk',
  });
  staff = t.api.as(await signIn(t.api, account));
});
afterAll(() => t.close());

/** A Friday a few weeks on: the evening hours cost the full price, PKR 5,000 each. */
const FRIDAY = nextWeekday(5);

let regulars = 0;
/**
 * The red team's series: 3 hours from `hour` on Court 2 every Friday, marked paid up front, for a
 * new phone. Each test has hours of its own.
 */
function series(
  hour: number,
  overrides: Partial<SeriesRequest> = {},
): SeriesRequest & { phoneNumber: string; customerName: string } {
  regulars++;
  const customerName = `Regular ${regulars}`;
  const phoneNumber = `0321${String(1_000_000 + regulars).slice(-7)}`;
  return {
    selectedCourt: 'Court 2',
    selectedSlots: [hour, hour + 1, hour + 2].map(slotLabel),
    startDate: FRIDAY,
    count: 3,
    fixedPrice: 0,
    payment: 'up-front',
    upFrontPayment: 'PayViaCash',
    ...overrides,
    customerName,
    phoneNumber,
  };
}

const seriesOf = (phone: string) =>
  t.app.db.select().from(bookingSeries).where(eq(bookingSeries.phoneNumber, phone));
const bookingsOf = (phone: string) =>
  t.app.db
    .select()
    .from(bookings)
    .where(eq(bookings.phoneNumber, phone))
    .orderBy(asc(bookings.selectedDate));
const tagsOf = async (phone: string) =>
  customerProfileSchema.parse(expectStatus(await owner.get(`/api/customers/${phone}`), 200).json())
    .tags;
const attention = async (api: Api) =>
  attentionSchema.parse(expectStatus(await api.get('/api/attention'), 200).json());
const listFor = async (api: Api) =>
  ownerApprovalListSchema.parse(expectStatus(await api.get('/api/approvals'), 200).json());
const ask = async (body: OwnerApprovalRequest) =>
  ownerApprovalAnswerSchema.parse(
    expectStatus(await staff.post('/api/approvals', body), 201).json(),
  );

function expectOwnerRefusal(
  response: { statusCode: number; body: string; json: <T>() => T },
  words: string,
) {
  expectStatus(response, 403);
  const body = response.json<{ code: string; message: string }>();
  expect(body.code).toBe(OWNER_APPROVAL_CODE);
  expect(body.message).toContain(words);
}

describe('a series below the venue prices', () => {
  it('refuses staff the red team series at PKR 0 marked paid, and books nothing', async () => {
    const request = series(15, { count: 52 });
    const refused = await staff.post('/api/booking-series', request);
    expectOwnerRefusal(refused, 'PKR 15,000');
    expect(await seriesOf(request.phoneNumber)).toEqual([]);
    expect(await bookingsOf(request.phoneNumber)).toEqual([]);
  });

  it('lets staff book a fixed price at or above the venue prices', async () => {
    const request = series(6, { fixedPrice: 15_000 });
    expectStatus(await staff.post('/api/booking-series', request), 201);
    const rows = await bookingsOf(request.phoneNumber);
    expect(rows.map((row) => row.amount)).toEqual([15_000, 15_000, 15_000]);
  });

  it('lets the owner book it at PKR 0, and renew it: staff may not renew it', async () => {
    const request = series(9);
    expectStatus(await owner.post('/api/booking-series', request), 201);
    expect((await bookingsOf(request.phoneNumber)).map((row) => row.amount)).toEqual([0, 0, 0]);

    const [made] = await seriesOf(request.phoneNumber);
    const renew = `/api/booking-series/${made!.id}/renew`;
    expectOwnerRefusal(await staff.post(renew, { count: 1 }), 'PKR 15,000');
    expect(await bookingsOf(request.phoneNumber)).toHaveLength(3);
    expectStatus(await owner.post(renew, { count: 1 }), 200);
    expect((await bookingsOf(request.phoneNumber)).map((row) => row.amount)).toEqual([0, 0, 0, 0]);
  });
});

describe('keeping a price on a move', () => {
  it('refuses staff a kept price below the new hours, and moves nothing', async () => {
    const booking = await given.booking(t.app.db, {
      court: 'Court 1',
      date: nextWeekday(1),
      hours: [9],
      phoneNumber: '03330000001',
    });
    expect(booking.amount).toBe(4_000);
    const move = { selectedDate: FRIDAY, selectedSlots: [slotLabel(21)], keepPrice: true };
    expectOwnerRefusal(await staff.patch(`/api/bookings/${booking.id}`, move), 'PKR 5,000');
    const [after] = await bookingsOf('03330000001');
    expect(after).toMatchObject({
      selectedDate: booking.selectedDate,
      slotHours: [9],
      amount: 4_000,
    });

    // Re-priced, or by the owner, the move is fine.
    const repriced = { ...move, keepPrice: false };
    expectStatus(await staff.patch(`/api/bookings/${booking.id}`, repriced), 200);
    const [moved] = await bookingsOf('03330000001');
    expect(moved).toMatchObject({ selectedDate: FRIDAY, amount: 5_000 });
  });
});

describe('the member tag', () => {
  it('refuses staff adding it, keeps their other tags working, and lets the owner', async () => {
    await given.booking(t.app.db, { phoneNumber: '03330000002', customerName: 'Tagged' });
    expectOwnerRefusal(
      await staff.patch('/api/customers/03330000002', {
        tags: ['member', 'coach'],
        staffNotes: 'x',
      }),
      'Only the owner can tag a customer member',
    );
    expect(await tagsOf('03330000002')).toEqual([]);
    const [row] = await t.app.db.select().from(customers).where(eq(customers.phone, '03330000002'));
    expect(row).toBeUndefined();

    expectStatus(await staff.patch('/api/customers/03330000002', { tags: ['coach'] }), 200);
    expectStatus(
      await owner.patch('/api/customers/03330000002', { tags: ['member', 'coach'] }),
      200,
    );
    expect(await tagsOf('03330000002')).toEqual(['member', 'coach']);
    // Taking it away only raises prices: staff may.
    expectStatus(await staff.patch('/api/customers/03330000002', { tags: ['coach'] }), 200);
    expect(await tagsOf('03330000002')).toEqual(['coach']);
  });
});

describe('asking the owner', () => {
  it('stores the ask, shows it to the owner, and approving books it once', async () => {
    const request = series(12, { count: 52 });
    const asked = await ask({
      kind: 'series-price',
      series: request,
      reason: 'Club league sponsor',
    });
    expect(asked.message).toBe(OWNER_APPROVAL_MESSAGES.sent);
    expect(asked.approval).toMatchObject({
      status: 'pending',
      customerName: request.customerName,
      phone: request.phoneNumber,
      reason: 'Club league sponsor',
      requestedBy: 'Dana Desk',
      decidedBy: null,
    });
    expect(asked.approval.summary).toContain('at PKR 0 a game instead of PKR 15,000');
    expect(asked.approval.summary).toContain('(52 dates)');
    expect(await seriesOf(request.phoneNumber)).toEqual([]);

    expect((await attention(owner)).approvalsWaiting).toBeGreaterThanOrEqual(1);
    expect((await attention(staff)).approvalsWaiting).toBe(0);
    expect((await listFor(owner)).map((row) => row.id)).toContain(asked.approval.id);

    const path = `/api/approvals/${asked.approval.id}/approve`;
    expectStatus(await staff.post(path), 403);
    expect(await seriesOf(request.phoneNumber)).toEqual([]);

    const approved = ownerApprovalAnswerSchema.parse(
      expectStatus(await owner.post(path), 200).json(),
    );
    expect(approved.approval).toMatchObject({ status: 'approved', decidedBy: expect.any(String) });
    expect(approved.approval.outcome).toMatch(/^Series #\d+: 52 dates booked$/);
    const made = await bookingsOf(request.phoneNumber);
    expect(made).toHaveLength(52);
    expect(new Set(made.map((row) => row.amount))).toEqual(new Set([0]));

    // A second approve (or a decline after it) does nothing.
    const again = expectStatus(await owner.post(path), 409);
    expect(again.json<{ message: string }>().message).toBe(OWNER_APPROVAL_MESSAGES.alreadyDecided);
    expectStatus(await owner.post(`/api/approvals/${asked.approval.id}/decline`, {}), 409);
    expect(await seriesOf(request.phoneNumber)).toHaveLength(1);
    expect(await bookingsOf(request.phoneNumber)).toHaveLength(52);

    const mine = (await listFor(staff)).find((row) => row.id === asked.approval.id);
    expect(mine?.status).toBe('approved');
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(asked.approval.id)));
    expect(audit.filter((row) => row.entity === 'approval').map((row) => row.action)).toEqual([
      'ask',
      'approve',
    ]);
  });

  it('two approvals of one request at once book it once', async () => {
    const request = series(1, { count: 2, selectedCourt: 'Court 1' });
    const asked = await ask({ kind: 'series-price', series: request, reason: 'Tournament' });
    const path = `/api/approvals/${asked.approval.id}/approve`;
    const answers = await Promise.all([owner.post(path), owner.post(path)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await seriesOf(request.phoneNumber)).toHaveLength(1);
    expect(await bookingsOf(request.phoneNumber)).toHaveLength(2);
  });

  it('declining a member tag changes nothing and the asker reads the note', async () => {
    await given.booking(t.app.db, { phoneNumber: '03330000003', customerName: 'Hopeful' });
    const asked = await ask({ kind: 'member-tag', phone: '0333 0000003', reason: 'Pays yearly' });
    expect(asked.approval.summary).toContain('member');
    const declined = ownerApprovalAnswerSchema.parse(
      expectStatus(
        await owner.post(`/api/approvals/${asked.approval.id}/decline`, { note: 'Not yet paid' }),
        200,
      ).json(),
    );
    expect(declined.approval).toMatchObject({ status: 'declined', note: 'Not yet paid' });
    expect(await tagsOf('03330000003')).toEqual([]);
    expectStatus(await owner.post(`/api/approvals/${asked.approval.id}/approve`), 409);
    expect(await tagsOf('03330000003')).toEqual([]);

    const mine = (await listFor(staff)).find((row) => row.id === asked.approval.id);
    expect(mine).toMatchObject({
      status: 'declined',
      note: 'Not yet paid',
      decidedBy: expect.any(String),
    });
  });

  it('approving a member tag and a kept price applies them', async () => {
    await given.booking(t.app.db, { phoneNumber: '03330000004', customerName: 'Member' });
    const tag = await ask({ kind: 'member-tag', phone: '03330000004', reason: 'Paid the year' });
    expectStatus(await owner.post(`/api/approvals/${tag.approval.id}/approve`), 200);
    expect(await tagsOf('03330000004')).toEqual(['member']);
    expectStatus(
      await staff.post('/api/approvals', { kind: 'member-tag', phone: '03330000004', reason: 'x' }),
      409,
    );

    const booking = await given.booking(t.app.db, {
      court: 'Court 2',
      date: nextWeekday(2),
      hours: [10],
      phoneNumber: '03330000005',
    });
    const change = { selectedDate: FRIDAY, selectedSlots: [slotLabel(22)], keepPrice: true };
    const move = await ask({
      kind: 'keep-price',
      bookingId: booking.id,
      change,
      reason: 'Our fault',
    });
    expect(move.approval.summary).toContain('keeping its price of PKR 4,000');
    expectStatus(await owner.post(`/api/approvals/${move.approval.id}/approve`), 200);
    const [moved] = await bookingsOf('03330000005');
    expect(moved).toMatchObject({ selectedDate: FRIDAY, slotHours: [22], amount: 4_000 });
  });

  it('leaves a request waiting when what it asks is refused now', async () => {
    const request = series(0, {
      count: 1,
      selectedCourt: 'Court 1',
      selectedSlots: [slotLabel(23)],
    });
    const asked = await ask({ kind: 'series-price', series: request, reason: 'Friend' });
    // The hour is taken before the owner answers.
    await given.booking(t.app.db, { court: 'Court 1', date: FRIDAY, hours: [23] });
    expectStatus(await owner.post(`/api/approvals/${asked.approval.id}/approve`), 409);
    const [row] = (await listFor(owner)).filter((one) => one.id === asked.approval.id);
    expect(row?.status).toBe('pending');
    expectStatus(await owner.post(`/api/approvals/${asked.approval.id}/decline`), 200);
  });

  it('answers bad asks with a clear 4xx and stores nothing', async () => {
    const before = (await listFor(owner)).length;
    const noReason = await staff.post('/api/approvals', {
      kind: 'member-tag',
      phone: '03330000002',
      reason: ' ',
    });
    expectStatus(noReason, 400);
    expect(noReason.body).toContain(OWNER_APPROVAL_MESSAGES.reasonRequired);
    expectStatus(await staff.post('/api/approvals', { kind: 'discount', reason: 'x' }), 400);
    expectStatus(
      await staff.post('/api/approvals', { kind: 'member-tag', phone: '03119999999', reason: 'x' }),
      404,
    );
    expectStatus(
      await staff.post('/api/approvals', {
        kind: 'keep-price',
        bookingId: 999_999,
        change: { keepPrice: true },
        reason: 'x',
      }),
      404,
    );
    expectStatus(await owner.post('/api/approvals/999999/approve'), 404);
    expectStatus(await owner.post('/api/approvals/abc/decline'), 400);
    expect((await listFor(owner)).length).toBe(before);
    expect((await listFor(staff)).every((row) => row.requestedBy === 'Dana Desk')).toBe(true);
  });
});
