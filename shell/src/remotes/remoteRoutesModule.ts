import type { ComponentType } from 'react';
import { z } from 'zod/mini';

/** What every remote's `./routes` module exports (ADR 001). */
export interface RemoteRouteEntry {
  path: string;
  Component: ComponentType;
}

const componentSchema = z.custom<ComponentType>(
  (value) =>
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value),
  'not a React component',
);

const routesSchema = z.array(z.object({ path: z.string(), Component: componentSchema }));

/** Accepts the module namespace (default or named `routes`) or the array itself. */
export function readRoutesModule(module: unknown): RemoteRouteEntry[] {
  const candidate = Array.isArray(module)
    ? module
    : module && typeof module === 'object'
      ? ((module as { routes?: unknown; default?: unknown }).routes ??
        (module as { default?: unknown }).default)
      : undefined;
  return routesSchema.parse(candidate);
}
