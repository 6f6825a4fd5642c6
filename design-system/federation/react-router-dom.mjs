// What every Rozgar frontend's `import … from 'react-router-dom'` resolves to in a webpack build
// (the alias in shared.cjs), and so the module the portal shares as its `react-router-dom`
// singleton (docs/decisions/024-sharing-the-runtime-zod-and-the-router.md).
//
// A shared module cannot be tree-shaken (any remote may ask for any of its exports), so sharing
// the package itself shipped all of react-router v7 (its data routers, server rendering, cookies,
// RSC: 60 KiB brotli) to every page. Re-exporting only the names the frontends import lets webpack
// drop the rest while every remote still gets the shell's one router context.
//
// A name imported from 'react-router-dom' in a frontend must be listed here:
// routerFacade.test.ts fails otherwise. The shell serves this module to every remote, so a remote
// that needs a new name ships after a shell that exports it.
export {
  BrowserRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
