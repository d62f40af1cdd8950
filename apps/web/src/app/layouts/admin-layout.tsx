import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Outlet } from 'react-router';
import { AdminNav } from '@/app/layouts/admin-nav';
import { NotificationsHost } from '@/components/ui/notifications-host';
import { PageMain, SkipLink } from '@/components/ui/page-main';

/**
 * Every admin screen: the admin navigation bar above it. The route guard runs before this renders.
 */
export function AdminLayout() {
  return (
    <>
      <SkipLink />
      <AdminNav />
      {/* Wider than the public pages: the admin screens are dense tables (ADR 012). */}
      <PageMain size="xl">
        <Outlet />
      </PageMain>
      <NotificationsHost />
    </>
  );
}
