import {
  apiErrorSchema,
  dayBlocksErrorSchema,
  dayBookingsAheadErrorSchema,
  dayCloseAnswerSchema,
  dayCloseParamsSchema,
  dayCloseRequestSchema,
  drawerDifferenceErrorSchema,
  tillDaySchema,
  tillMovementRequestSchema,
  tillMovementSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { dayCloseWorkbook } from './day-close-export.service';
import {
  closeDay,
  currentBusinessDay,
  dayCloseAnswer,
  type DayCloseDeps,
} from './day-close.service';
import { recordTillMovement } from './till-movement.service';
import { tillDay } from './till-day.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Closing the business day and the drawer's own movements (docs/till.md#day-close), behind the
 * admin guard: owner and staff alike run the day.
 */
export const dayCloseAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, { config, now }) => {
  const deps = (): DayCloseDeps => ({
    db: app.db,
    till: app.till,
    notifier: app.notifier,
    settings: app.venueSettings,
    timeZone: config.venueTimezone,
    now,
  });

  app.get(
    '/day-close',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['till'],
        summary: 'The business day now is in: its report (blind while open) or its close',
        response: { 200: dayCloseAnswerSchema, ...errors },
      },
    },
    async () => dayCloseAnswer(deps(), await currentBusinessDay(deps())),
  );

  app.get(
    '/day-close/:date',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['till'],
        summary:
          "A business day's report: while open, blind (no cash figures) with what blocks its close; once closed, as it was closed",
        params: dayCloseParamsSchema,
        response: { 200: dayCloseAnswerSchema, ...errors },
      },
    },
    async (request) => dayCloseAnswer(deps(), request.params.date),
  );

  app.get(
    '/day-close/:date/day-close.xlsx',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['till'],
        summary: "A business day's report as a workbook, a sheet per section",
        params: dayCloseParamsSchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const answer = await dayCloseAnswer(deps(), request.params.date);
      const file = await dayCloseWorkbook(answer, config.venueTimezone);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="day-close-${request.params.date}.xlsx"`,
        )
        .send(file);
    },
  );

  app.post(
    '/day-close/:date',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['till'],
        summary:
          "Closes a business day with the drawer's blind count: its report is kept as it is, and money recorded for it afterwards lands on the next open day",
        description:
          '409 DAY_HAS_BLOCKS lists what is still open (send acknowledgeBlocks: true to close anyway); 409 BOOKINGS_AHEAD lists the bookings of the day still to come (send closeWithBookingsAhead: true to close anyway); 409 DRAWER_NOTE_REQUIRED when the count is off by more than the tolerance and no note says why, without the expected cash or the difference (the count is kept, as every count is); 409 DAY_CLOSED when it is closed already.',
        params: dayCloseParamsSchema,
        body: dayCloseRequestSchema,
        response: {
          201: dayCloseAnswerSchema,
          409: z.union([
            drawerDifferenceErrorSchema,
            dayBlocksErrorSchema,
            dayBookingsAheadErrorSchema,
            apiErrorSchema,
          ]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const closed = await closeDay(deps(), request.user!.id, request.params.date, request.body);
      return reply.code(201).send(closed);
    },
  );

  app.get(
    '/till/movements',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['till'],
        summary:
          'The business day now is in, whether it is closed, and its opening floats, pay-ins and pay-outs',
        response: { 200: tillDaySchema, ...errors },
      },
    },
    async () => tillDay(deps()),
  );

  app.post(
    '/till/movements',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['till'],
        summary:
          'Records an opening float, a pay-in or a pay-out in cash, with the reason, on the open business day',
        description:
          "403 OWNER_APPROVAL_NEEDED when staff's pay-in or pay-out is above the owner's amount (tillApprovalAbove): ask the owner with an approval of kind till-movement.",
        body: tillMovementRequestSchema,
        response: { 201: tillMovementSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recordTillMovement(deps(), request.user!, request.body)),
  );
};
