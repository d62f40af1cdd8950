import { apiErrorSchema, idParamsSchema } from '@padel/contracts';

/** The refusals every admin booking call may answer, in its OpenAPI description. */
export const BOOKING_ROUTE_ERRORS = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** `:id`, a booking's. */
export const bookingParams = idParamsSchema();

/** The signed-in admin of a call behind the admin guard, which has read them. */
export const adminId = (request: { user: { id: number } | null }) => request.user!.id;
