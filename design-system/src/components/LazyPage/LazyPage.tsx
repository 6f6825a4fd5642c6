import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '../Skeleton';

/**
 * A page whose code is downloaded the first time it is shown, so a remote's `./routes` module
 * stays small and a visit to one page does not fetch the others (ADR 001: routes expose plain
 * components; this is one). While the code loads: a labelled skeleton.
 *
 *   { path: '/jobs', Component: lazyPage(() => import('./pages/JobsPage/JobsPage'), 'JobsPage') }
 */
export function lazyPage<Module extends Record<string, unknown>>(
  load: () => Promise<Module>,
  exportName: keyof Module & string,
): ComponentType {
  const Page = lazy(async () => {
    const module = await load();
    return { default: module[exportName] as ComponentType };
  });
  function LazyPage() {
    return (
      <Suspense
        fallback={
          <div role="status" aria-busy="true" aria-label="Loading the page" style={{ padding: 24 }}>
            <Skeleton lines={4} />
          </div>
        }
      >
        <Page />
      </Suspense>
    );
  }
  LazyPage.displayName = `lazyPage(${exportName})`;
  return LazyPage;
}
