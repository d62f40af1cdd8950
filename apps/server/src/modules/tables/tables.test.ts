import { TABLES_MESSAGES } from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { expectStatus } from '../../../test/expect-status';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Api;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

describe('tables setting', () => {
  it('refuses POST /api/tables without a token with 401 and changes nothing', async () => {
    const response = await t.api.post('/api/tables', { totalTables: 3 });
    expectStatus(response, 401);
    expect(response.json()).toMatchObject({ code: 'TOKEN_MISSING', message: expect.any(String) });
    const list = await admin.get('/api/getTables');
    expect(list.json()).toEqual([]);
  });

  it('refuses GET /api/getTables without a token', async () => {
    const response = await t.api.get('/api/getTables');
    expectStatus(response, 401);
  });

  it.each([
    [{ totalTables: 0 }, TABLES_MESSAGES.minimum],
    [{ totalTables: -2 }, TABLES_MESSAGES.minimum],
    [{ totalTables: 2.5 }, TABLES_MESSAGES.whole],
    [{ totalTables: 'three' }, TABLES_MESSAGES.notNumber],
    [{}, TABLES_MESSAGES.required],
  ])('answers 400 with a message for %j', async (payload, message) => {
    const response = await admin.post('/api/tables', payload);
    expectStatus(response, 400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('stores the total: after setting 3, GET /api/getTables holds totalTables 3', async () => {
    const saved = await admin.post('/api/tables', { totalTables: 3 });
    expectStatus(saved, 200);
    expect(saved.json()).toEqual({ message: TABLES_MESSAGES.saved });

    const list = await admin.get('/api/getTables');
    expectStatus(list, 200);
    expect(list.json()).toEqual([{ id: 1, totalTables: 3 }]);
  });

  it('keeps one record when the total changes again', async () => {
    await admin.post('/api/tables', { totalTables: 7 });
    const list = await admin.get('/api/getTables');
    expect(list.json()).toEqual([{ id: 1, totalTables: 7 }]);
  });
});
