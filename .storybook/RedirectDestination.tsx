import { useLocation } from 'react-router-dom';

/**
 * For stories of pages that redirect: where the page sent the user, path and query (the stories
 * have no destination pages of their own). Render it at the route `*`.
 */
export function RedirectDestination() {
  const location = useLocation();
  return (
    <p>
      Redirected to <code>{location.pathname + location.search}</code>
    </p>
  );
}
