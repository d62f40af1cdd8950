import { Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandLink } from '@/components/ui/brand-link';
import { PageMain, SkipLink } from '@/components/ui/page-main';

/** The booking host's frame: a slim header with the logo, then the screen. */
export function BookingLayout() {
  return (
    <>
      <SkipLink />
      <header className="app-header">
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <BrandLink to="/" />
          </Group>
        </Container>
      </header>
      <PageMain>
        <Outlet />
      </PageMain>
    </>
  );
}
