import { useNavigate } from 'react-router-dom';

/** Goes back one page, or to `fallback` when the visitor opened this page directly. */
export function useGoBack(fallback = '/services') {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  };
}
