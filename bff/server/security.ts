import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Env } from './paths';

/**
 * helmet with a CSP that lets the shell and the same-origin remotes run, plus remotes served from
 * other origins (their scripts, manifests and assets). styled-components injects <style> tags, hence
 * 'unsafe-inline' for styles only; company logos may come from any https image host.
 */
export function securityHeaders(remoteOrigins: string[]): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remoteOrigins],
        'connect-src': ["'self'", ...remoteOrigins],
        'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remoteOrigins],
        'font-src': ["'self'", 'data:', ...remoteOrigins],
        'upgrade-insecure-requests': null,
      },
    },
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * API paths (under /api) a signed token alone authorises, without cookies, so no other site can
 * ride a session on them: the job alert mails' one-click unsubscribe, which mail providers POST
 * from their own servers (RFC 8058; docs/product/notifications-and-alerts.md#job-alerts).
 */
const TOKEN_ONLY_PATHS = new Set(['/unsubscribe']);

/**
 * Refuses a mutating request unless its Origin (or, without one, its Referer) is the BFF's own
 * origin or one of `allowedOrigins` (ADR 001): 403 { error: "Cross-site request refused" }.
 */
export function refuseCrossSiteRequests(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins.map((origin) => originOf(origin)).filter(Boolean));
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || TOKEN_ONLY_PATHS.has(req.path)) return next();
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    const source = req.get('origin') ?? originOf(req.get('referer'));
    if (source && (source === ownOrigin || allowed.has(source))) return next();
    res.status(403).json({ error: 'Cross-site request refused' });
  };
}

/** ALLOWED_ORIGINS as a list (comma or space separated). */
export function allowedOriginsFrom(env: Env): string[] {
  return (env.ALLOWED_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
}
