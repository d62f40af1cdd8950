import { TABLES_MESSAGES } from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('tables setting', () => {
  it('refuses POST /api/tables without a token with 401 and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tables',
      payload: { totalTables: 3 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'TOKEN_MISSING', message: expect.any(String) });
    const list = await t.app.inject({
      url: '/api/getTables',
      headers: { authorization: await t.adminAuth() },
    });
    expect(list.json()).toEqual([]);
  });

  it('refuses GET /api/getTables without a token', async () => {
    const response = await t.app.inject({ url: '/api/getTables' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ totalTables: 0 }, TABLES_MESSAGES.minimum],
    [{ totalTables: -2 }, TABLES_MESSAGES.minimum],
    [{ totalTables: 2.5 }, TABLES_MESSAGES.whole],
    [{ totalTables: 'three' }, TABLES_MESSAGES.notNumber],
    [{}, TABLES_MESSAGES.required],
  ])('answers 400 with a message for %j', async (payload, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tables',
      headers: { authorization: await t.adminAuth() },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('stores the total: after setting 3, GET /api/getTables holds totalTables 3', async () => {
    const auth = await t.adminAuth();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/tables',
      headers: { authorization: auth },
      payload: { totalTables: 3 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: TABLES_MESSAGES.saved });

    const list = await t.app.inject({ url: '/api/getTables', headers: { authorization: auth } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ id: 1, totalTables: 3 }]);
  });

  it('keeps one record when the total changes again', async () => {
    const auth = await t.adminAuth();
    await t.app.inject({
      method: 'POST',
      url: '/api/tables',
      headers: { authorization: auth },
      payload: { totalTables: 7 },
    });
    const list = await t.app.inject({ url: '/api/getTables', headers: { authorization: auth } });
    expect(list.json()).toEqual([{ id: 1, totalTables: 7 }]);
  });
});
