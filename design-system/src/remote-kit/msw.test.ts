import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mswServer, recordRequests } from './msw';

describe('recordRequests', () => {
  it('records method, path, query and JSON body of what the handlers answered', async () => {
    mswServer.use(
      http.post('/api/jobs', async ({ request }) => HttpResponse.json(await request.json())),
      http.get('/api/jobs', () => HttpResponse.json({ jobs: [] })),
    );
    const sent = recordRequests();

    const posted = await fetch('/api/jobs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ job_title: 'Data Analyst' }),
    });
    // The handler read the body too: recording it left it whole.
    expect(await posted.json()).toEqual({ job_title: 'Data Analyst' });
    await fetch('/api/jobs?page=2');

    await vi.waitFor(() => expect(sent.calls[0]?.body).toBeDefined());
    expect(sent.calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/jobs',
      'GET /api/jobs?page=2',
    ]);
    expect(sent.callsTo('POST', '/api/jobs')[0]!.body).toEqual({ job_title: 'Data Analyst' });
    expect(sent.bodiesOf('POST', '/api/jobs')).toEqual([{ job_title: 'Data Analyst' }]);
    expect(sent.callsTo('GET', '/api/jobs')[0]!.search.get('page')).toBe('2');
    expect(sent.callsTo('GET', '/api/jobs')[0]!.body).toBeUndefined();
    expect(sent.unexpected).toEqual([]);
  });

  it('lists a request no handler answers, which fails', async () => {
    const sent = recordRequests();
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetch('/api/nowhere', { method: 'DELETE' })).rejects.toThrow();
    printed.mockRestore();
    // (Under happy-dom the refused request may reach MSW a second time, through node's http.)
    expect(new Set(sent.unexpected)).toEqual(new Set(['DELETE /api/nowhere']));
    expect(new Set(sent.calls.map(({ path }) => path))).toEqual(new Set(['/api/nowhere']));
  });
});
