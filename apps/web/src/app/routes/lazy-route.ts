import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

// Screens and layouts load when first opened (docs/decisions/004-web-bundles.md): `load` is a
// literal `import()`, so the bundler gives each its own chunk; `pick` names the component in it.

const lazyComponent = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) => ({
  Component: async () => pick(await load()),
});

/** A screen at `path`, loaded when first opened. */
export const lazyScreen = <M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject => ({ path, lazy: lazyComponent(load, pick) });

/** A layout around `children`, loaded when one of them is first opened. */
export const lazyLayout = <M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  children: RouteObject[],
): RouteObject => ({ lazy: lazyComponent(load, pick), children });
