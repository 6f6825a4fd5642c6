import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './apiFetch';

function respondWith(status: number, body?: unknown) {
  const fetchDouble = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(
        body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
        {
          status,
          headers: typeof body === 'string' ? {} : { 'Content-Type': 'application/json' },
        },
      ),
  );
  vi.stubGlobal('fetch', fetchDouble);
  return fetchDouble;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('GETs JSON with same-origin credentials', async () => {
    const fetchDouble = respondWith(200, { jobs: [{ id: '1' }], total: 1 });
    await expect(apiFetch<{ total: number }>('/api/jobs?page=1')).resolves.toEqual({
      jobs: [{ id: '1' }],
      total: 1,
    });
    const [url, init] = fetchDouble.mock.calls[0] ?? [];
    expect(url).toBe('/api/jobs?page=1');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });

  it('sends a plain object body as JSON', async () => {
    const fetchDouble = respondWith(200, { role: 'Job Seeker' });
    await apiFetch('/api/login', { method: 'POST', body: { email: 'a@b.in', password: 'x' } });
    const init = fetchDouble.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.in', password: 'x' }));
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as it is (multipart, no JSON content type)', async () => {
    const fetchDouble = respondWith(201, { id: 'file1' });
    const form = new FormData();
    form.append('name', 'resume');
    await apiFetch('/api/resume', { method: 'POST', body: form });
    const init = fetchDouble.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('resolves undefined for an empty body', async () => {
    respondWith(204);
    await expect(apiFetch('/api/saved-jobs/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("throws ApiError with the status and the server's error text", async () => {
    respondWith(409, { error: 'You have already applied to this job' });
    const failure = await apiFetch('/api/apply-job', { method: 'POST', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, message: 'You have already applied to this job' });
  });

  it('falls back to a plain text when the server gives no { error }', async () => {
    respondWith(502, '<html>Bad gateway</html>');
    await expect(apiFetch('/api/jobs')).rejects.toMatchObject({
      status: 502,
      message: 'The server had a problem. Please try again later.',
    });
  });

  it('turns a network failure into ApiError status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/me')).rejects.toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection.',
    });
  });
});
