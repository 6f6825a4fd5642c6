import { useLocation } from 'react-router-dom';

/** For stories: where a page sent the user (the stories have no destination pages of their own). */
export function RedirectDestination() {
  const location = useLocation();
  return (
    <p>
      Redirected to <code>{location.pathname}</code>
    </p>
  );
}
