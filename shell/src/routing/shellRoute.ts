import type { ComponentType } from 'react';

/**
 * A page the shell renders itself (remote pages come from `/remotes.json`: remoteRoutes.ts).
 * Pages other than the home and login pages are `lazyPage`s: their code (and the form library)
 * is downloaded when first shown.
 */
export interface ShellRoute {
  path: string;
  Component: ComponentType;
}
