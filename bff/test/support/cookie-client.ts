/**
 * A tiny HTTP client with a cookie jar, for driving the BFF over real HTTP like a browser would:
 * it keeps cookies from Set-Cookie (and drops expired ones) and, for mutating requests, sends the
 * BFF's own Origin unless a test overrides it.
 */
export interface ClientRequest {
  method?: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  /** `false` sends no Origin header at all. */
  origin?: string | false;
}

export class CookieClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(
    path: string,
    { method = 'GET', json, body, headers = {}, origin }: ClientRequest = {},
  ): Promise<Response> {
    const finalHeaders: Record<string, string> = { ...headers };
    if (json !== undefined) finalHeaders['content-type'] = 'application/json';
    if (this.cookies.size > 0)
      finalHeaders.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const mutating = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (mutating && origin !== false) finalHeaders.origin = origin ?? this.baseUrl;
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: finalHeaders,
      body: json !== undefined ? JSON.stringify(json) : body,
      redirect: 'manual',
    });
    this.store(response.headers.getSetCookie());
    return response;
  }

  get(path: string, options: Omit<ClientRequest, 'method'> = {}) {
    return this.request(path, { ...options, method: 'GET' });
  }

  post(path: string, json?: unknown, options: Omit<ClientRequest, 'method' | 'json'> = {}) {
    return this.request(path, { ...options, method: 'POST', json });
  }

  login(email: string, password: string) {
    return this.post('/api/login', { email, password });
  }

  private store(setCookies: string[]) {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires')
          return new Date(attributeValue).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The attributes of the Set-Cookie header for `name`, lower-cased, e.g. ['httponly', 'samesite=lax']. */
export function cookieAttributes(response: Response, name: string): string[] | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return header
    ?.split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}
