import type { ReactElement } from 'react';

/** A page the shell renders itself (remote pages are in routeTable.ts). */
export interface ShellRoute {
  path: string;
  element: ReactElement;
}
