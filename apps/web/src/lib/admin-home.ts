/** Where a signed-in admin starts, and where the admin bar's logo and Dashboard link lead. */
export const ADMIN_HOME_PATH = '/admin-dashboard';
