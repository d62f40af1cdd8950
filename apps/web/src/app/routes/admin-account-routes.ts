import { APP_ROUTES } from '@padel/contracts';
import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-route';

/** The admin screens of accounts: one's own password, and the owner's user management. */
export const adminAccountRoutes: RouteObject[] = [
  lazyScreen(
    APP_ROUTES.changePassword,
    () => import('@/features/auth/components/change-password-page'),
    (screen) => screen.ChangePasswordPage,
  ),
  lazyScreen(
    APP_ROUTES.userList,
    () => import('@/features/accounts/components/user-list-page'),
    (screen) => screen.UserListPage,
  ),
  lazyScreen(
    APP_ROUTES.createAdmin,
    () => import('@/features/accounts/components/create-admin-page'),
    (screen) => screen.CreateAdminPage,
  ),
  lazyScreen(
    APP_ROUTES.editUser,
    () => import('@/features/accounts/components/edit-user-page'),
    (screen) => screen.EditUserPage,
  ),
];
