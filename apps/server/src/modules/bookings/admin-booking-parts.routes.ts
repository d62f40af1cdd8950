import { idParamsSchema } from '@padel/contracts';

/** The refusals every admin booking call may answer, and who is calling: the admin calls' own. */
export { ADMIN_ROUTE_ERRORS as BOOKING_ROUTE_ERRORS, adminId } from '../../lib/admin-route-parts';

/** `:id`, a booking's. */
export const bookingParams = idParamsSchema();
