import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Outlet, useLocation } from 'react-router';
import { AdminNav } from '@/app/layouts/admin-nav';
import { OwnerOnlyPage } from '@/app/layouts/owner-only-page';
import { canOpen } from '@/lib/access';
import { NotificationsHost } from '@/components/ui/notifications-host';
import { PageMain, SkipLink } from '@/components/ui/page-main';

/**
 * Every admin screen: the admin navigation bar above it. The route guard runs before this renders;
 * an owner's screen opened by staff shows what it is instead (docs/accounts.md#roles).
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <AdminNav />
      {/* Wider than the public pages: the admin screens are dense tables (ADR 012). */}
      <PageMain size="xl">{canOpen(pathname) ? <Outlet /> : <OwnerOnlyPage />}</PageMain>
      <NotificationsHost />
    </>
  );
}
