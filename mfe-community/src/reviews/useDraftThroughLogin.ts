import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A contribution form a visitor may fill in before logging in (docs/product/community-and-reviews.md:
 * write a review, share an interview experience): every change is kept as a draft in this tab, and
 * a submit without a session (or one the server answers 401) keeps the latest values and opens the
 * login, which brings the visitor back to `path` and the filled form.
 */
export function useDraftThroughLogin<Values>(
  path: string,
  initial: Values,
  saveDraft: (values: Values) => void,
) {
  const navigate = useNavigate();
  const latest = useRef(initial);

  /** Keeps `values` as the latest (and as the draft) and opens the login. */
  const toLogin = useCallback(
    (values: Values = latest.current) => {
      latest.current = values;
      saveDraft(values);
      navigate(`/login?next=${encodeURIComponent(path)}`);
    },
    [navigate, path, saveDraft],
  );

  /** The form's every change, for a visitor: the latest values, kept as the draft. */
  const keepDraft = useCallback(
    (values: Values) => {
      latest.current = values;
      saveDraft(values);
    },
    [saveDraft],
  );

  /** Notes the values being submitted, so a 401 from the server keeps exactly those. */
  const submitting = useCallback((values: Values) => {
    latest.current = values;
  }, []);

  return { loginHref: `/login?next=${encodeURIComponent(path)}`, toLogin, keepDraft, submitting };
}
