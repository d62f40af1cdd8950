import { apiErrorSchema } from '@padel/contracts';

/** The refusals an admin call may answer, in its OpenAPI description. */
export const ADMIN_ROUTE_ERRORS = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The signed-in admin of a call behind the admin guard, which has read them. */
export const adminId = (request: { user: { id: number } | null }) => request.user!.id;
