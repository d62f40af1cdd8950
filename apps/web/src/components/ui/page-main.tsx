import { Container, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/lib/dom-ids';

/** The `main` landmark of every screen, the target of the skip link. */
export function PageMain({
  children,
  size = 'lg',
}: {
  children: ReactNode;
  size?: ContainerProps['size'];
}) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
      <Container size={size}>{children}</Container>
    </main>
  );
}

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
