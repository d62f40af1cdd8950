import { publicSettingsSchema, settingsSavedSchema } from '@padel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import type { Api } from '../../../test/api';
import { bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import type { EmailBody } from '../notifications/channels/email-channel';

// The venue's phone, WhatsApp and address are settings (docs/venue-settings.md#contact): the
// owner saves them, the booking pages read them, and every e-mail shows them.
let t: TestApp;
let admin: Api;
beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp({ venueAddress: '12 Main Boulevard, Gulberg' }));
});
afterAll(() => t.close());

const publicSettings = async () =>
  publicSettingsSchema.parse(expectStatus(await t.api.get('/api/settings'), 200).json());

describe('the venue contact settings', () => {
  it('start from VENUE_WHATSAPP and VENUE_ADDRESS, with no phone', async () => {
    expect(await publicSettings()).toMatchObject({
      venuePhone: '',
      venueWhatsapp: t.config.venueWhatsapp,
      venueAddress: '12 Main Boulevard, Gulberg',
    });
  });

  it('are saved by the owner, written as people write them, and refused when malformed', async () => {
    const { closures: _c, cardPayments: _p, ...settings } = await publicSettings();
    const bad = await admin.put('/api/settings', { ...settings, venueWhatsapp: '0300-CALL-US' });
    expectStatus(bad, 400);
    expect(bad.json().issues[0].path).toBe('body.venueWhatsapp');
    const badPhone = await admin.put('/api/settings', { ...settings, venuePhone: 'ring us' });
    expectStatus(badPhone, 400);
    expect(badPhone.json().issues[0].path).toBe('body.venuePhone');
    expect(await publicSettings()).toMatchObject({ venuePhone: '' });

    const saved = await admin.put('/api/settings', {
      ...settings,
      venuePhone: '042 3571 1234',
      venueWhatsapp: '+92 300 7654321',
      venueAddress: 'Plot 4, DHA Phase 6, Lahore',
    });
    expect(settingsSavedSchema.parse(expectStatus(saved, 200).json()).settings).toMatchObject({
      venuePhone: '042 3571 1234',
      venueWhatsapp: '923007654321',
      venueAddress: 'Plot 4, DHA Phase 6, Lahore',
    });
    expect(await publicSettings()).toMatchObject({ venueWhatsapp: '923007654321' });
  });

  it('show under every customer e-mail, as they are when it is written', async () => {
    const booked = await bookThroughApi(
      t,
      padelRequest(daysFromToday(3), 11, { email: 'contact-lines@example.test' }),
      { regular: true },
    );
    const [mail] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipient, 'contact-lines@example.test'));
    const { text, html } = mail!.body as EmailBody;
    expect(booked.accessToken).toBeTruthy();
    for (const part of [text, html]) {
      expect(part).toContain('Plot 4, DHA Phase 6, Lahore');
      expect(part).toContain('Phone 042 3571 1234');
      expect(part).toContain('WhatsApp +923007654321');
    }
  });
});
