import { Links, Meta, Outlet, Scripts } from '@remix-run/react';

// The BFF serves JSON resource routes only (the portal's pages come from the shell); Remix still
// needs a root route, so this is the smallest valid document.
export default function Root() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
