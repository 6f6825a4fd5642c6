import {
  defaultJobAlertName,
  jobAlertCreateBodySchema,
  jobAlertUpdateBodySchema,
  JOB_ALERT_TEXTS,
  MAX_JOB_ALERTS,
} from '@rozgar/contracts';
import type { JobAlert } from '@rozgar/contracts/payloads/job-alerts';
import { http, HttpResponse, delay } from 'msw';

/*
 * The BFF's job alerts as MSW handlers for stories and tests: one seeker's alerts kept in memory,
 * the bodies checked by the contracts' own schemas, answering as the BFF does — 201 { alert },
 * 409 at the 21st alert with its text, 404 for an unknown id, `{ error }` in words.
 */

let nextId = 1;
const alertId = () => `a1e7${String(nextId++).padStart(20, '0')}`;

/** An alert as the API sends it. */
export function jobAlertFixture(overrides: Partial<JobAlert> = {}): JobAlert {
  return {
    id: alertId(),
    name: 'React in Pune',
    frequency: 'instant',
    paused: false,
    search: { q: 'React', location: 'Pune' },
    created_at: '2026-11-20T09:00:00.000Z',
    last_sent_at: null,
    ...overrides,
  };
}

const refuse = (status: number, error: string) => HttpResponse.json({ error }, { status });

/** The search as the API keeps it: groups as lists, years as numbers, blanks left out. */
function storedSearch(search: Record<string, unknown>): JobAlert['search'] {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) if (value !== undefined) kept[key] = value;
  return kept as JobAlert['search'];
}

/** GET/POST /api/job-alerts and PATCH/DELETE /api/job-alerts/:id over `start`. */
export function jobAlertHandlers(start: JobAlert[] = [], { latency = 0 } = {}) {
  let alerts = [...start];
  const find = (id: unknown) => alerts.find((alert) => alert.id === id);
  return [
    http.get('/api/job-alerts', async () => {
      await delay(latency);
      return HttpResponse.json({ alerts, limit: MAX_JOB_ALERTS });
    }),
    http.post('/api/job-alerts', async ({ request }) => {
      await delay(latency);
      const parsed = jobAlertCreateBodySchema.safeParse(await request.json());
      if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Invalid body');
      if (alerts.length >= MAX_JOB_ALERTS) return refuse(409, JOB_ALERT_TEXTS.limitReached);
      const search = storedSearch(parsed.data.search);
      const alert = jobAlertFixture({
        name: parsed.data.name ?? defaultJobAlertName(search),
        frequency: parsed.data.frequency,
        search,
        created_at: new Date().toISOString(),
      });
      alerts = [alert, ...alerts];
      return HttpResponse.json({ alert }, { status: 201 });
    }),
    http.patch('/api/job-alerts/:id', async ({ request, params }) => {
      await delay(latency);
      const alert = find(params.id);
      if (!alert) return refuse(404, JOB_ALERT_TEXTS.notFound);
      const parsed = jobAlertUpdateBodySchema.safeParse(await request.json());
      if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Invalid body');
      const { search, ...rest } = parsed.data;
      const changed: JobAlert = {
        ...alert,
        ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
        ...(search ? { search: storedSearch(search) } : {}),
      };
      alerts = alerts.map((each) => (each.id === alert.id ? changed : each));
      return HttpResponse.json({ alert: changed });
    }),
    http.delete('/api/job-alerts/:id', async ({ params }) => {
      await delay(latency);
      if (!find(params.id)) return refuse(404, JOB_ALERT_TEXTS.notFound);
      alerts = alerts.filter((alert) => alert.id !== params.id);
      return HttpResponse.json({ success: true });
    }),
  ];
}
