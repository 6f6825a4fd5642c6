import type { RequestHandler } from 'express';

export const MALFORMED_PATH = 'Malformed URL: the path has an invalid %-escape';

/**
 * Answers 400 to a path that does not decode (`/api/jobs/%ZZ`, `/%E0%A4%A`): Express decodes the
 * path into route parameters — the API's catch-all, the static files, the shell's fallback — and
 * would otherwise fail with a URIError that ends as a 500. The API gets its JSON `{ error }`,
 * every other path plain text. The query string is left alone: it is read leniently (a bad
 * escape there stays as typed).
 */
export const rejectMalformedPaths: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    if (req.path === '/api' || req.path.startsWith('/api/'))
      res.status(400).json({ error: MALFORMED_PATH });
    else res.status(400).type('text/plain').send(MALFORMED_PATH);
    return;
  }
  next();
};
