import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { cssVariablesResolver, theme } from '@/app/theme';

/**
 * Mantine's provider for one part of a page tree. The booking host's first page is plain HTML and
 * CSS (see docs/quality.md#b4-first-page-javascript), so its entry has no provider; the screens and
 * steps that use Mantine components load it with their own code. Without children it wraps the
 * child routes.
 */
export function MantineScope({ children }: { children?: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {children ?? <Outlet />}
    </MantineProvider>
  );
}
