import '@mantine/core/styles/Badge.css';
import { Outlet } from 'react-router';
import { PublicHeader } from '@/app/layouts/public-header';
import { PageMain, SkipLink } from '@/components/ui/page-main';

/** Menu, product detail, cart and checkout: the public header above the screen. */
export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <PublicHeader />
      <PageMain>
        <Outlet />
      </PageMain>
    </>
  );
}
