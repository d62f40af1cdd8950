import { Outlet } from 'react-router';
import { NotificationsHost } from '@/components/ui/notifications-host';
import { PageMain, SkipLink } from '@/components/ui/page-main';

/** Screens without a header: login, reset password, payment results, not found. */
export function PlainLayout() {
  return (
    <>
      <SkipLink />
      <PageMain>
        <Outlet />
      </PageMain>
      <NotificationsHost />
    </>
  );
}
