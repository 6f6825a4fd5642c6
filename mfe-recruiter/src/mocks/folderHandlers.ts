import { DOWN, failure, pending } from '@rozgar/design-system/remote-kit/bff-mocks';
import { http, HttpResponse, type RequestHandlerOptions } from 'msw';
import type { CandidateCard, SavedSearch } from '../resdex/candidatesApi';
import type { ResdexFolder, ResdexFolderCandidate, ResdexFolderDetail } from '../resdex/foldersApi';
import { candidateFixture, fixtureId } from './fixtures';

/*
 * Resdex folders' BFF as MSW handlers (docs/product/recruiter-tools-and-workspace.md#resdex-folders),
 * for stories and tests: `folderStore` keeps folders and their candidates in memory and answers
 * as the BFF does (unique names in any case → 409, 20 candidates a page, newest first).
 */

/** A folder as the BFF sends it, its id `fixtureId(name)`. */
export function folderFixture(name: string, overrides: Partial<ResdexFolder> = {}): ResdexFolder {
  return {
    id: fixtureId(`f-${name}`),
    name,
    count: 0,
    updated_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** A candidate in a folder with its note. */
export function folderEntryFixture(
  name: string,
  note: string | null = null,
  candidate: Partial<CandidateCard> = {},
): ResdexFolderCandidate {
  return {
    candidate: candidateFixture(name, { full_name: name, ...candidate }),
    note,
    added_at: '2026-11-21T10:00:00.000Z',
  };
}

const PAGE_SIZE = 20;

/** Folders and their candidates in memory, with the handlers answering from them. */
export function folderStore(
  folders: ResdexFolder[] = [],
  entries: Record<string, ResdexFolderCandidate[]> = {},
) {
  const state = {
    folders: folders.map((folder) => ({ ...folder })),
    entries: Object.fromEntries(
      Object.entries(entries).map(([id, list]) => [id, [...list]]),
    ) as Record<string, ResdexFolderCandidate[]>,
  };
  let created = 0;
  const now = () => new Date(Date.UTC(2026, 10, 23, 10, 0, created)).toISOString();
  const find = (id: string) => state.folders.find((folder) => folder.id === id);
  const view = (folder: ResdexFolder): ResdexFolder => ({
    ...folder,
    // A folder given without its candidates keeps the count it was given.
    count: state.entries[folder.id]?.length ?? folder.count,
  });
  const taken = (name: string, except?: string) =>
    state.folders.some(
      (folder) => folder.id !== except && folder.name.toLowerCase() === name.toLowerCase(),
    );
  const nameTaken = (name: string) =>
    HttpResponse.json({ error: `You already have a folder named "${name}"` }, { status: 409 });
  const notFound = () => HttpResponse.json({ error: 'Folder not found' }, { status: 404 });
  const handlers = [
    http.get('/api/resdex-folders', () =>
      HttpResponse.json({
        folders: [...state.folders]
          .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
          .map(view),
      }),
    ),
    http.post('/api/resdex-folders', async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      if (taken(name)) return nameTaken(name);
      created += 1;
      const folder = folderFixture(name, { id: fixtureId(`new-${created}`), updated_at: now() });
      state.folders.push(folder);
      state.entries[folder.id] = [];
      return HttpResponse.json({ folder: view(folder) }, { status: 201 });
    }),
    http.get('/api/resdex-folders/:id', ({ params, request }) => {
      const folder = find(String(params.id));
      if (!folder) return notFound();
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const list = state.entries[folder.id] ?? [];
      const detail: ResdexFolderDetail = {
        folder: view(folder),
        candidates: list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        total: list.length,
        page,
        pageSize: PAGE_SIZE,
      };
      return HttpResponse.json(detail);
    }),
    http.patch('/api/resdex-folders/:id', async ({ params, request }) => {
      const folder = find(String(params.id));
      if (!folder) return notFound();
      const { name } = (await request.json()) as { name: string };
      if (taken(name, folder.id)) return nameTaken(name);
      folder.name = name;
      folder.updated_at = now();
      return HttpResponse.json({ folder: view(folder) });
    }),
    http.delete('/api/resdex-folders/:id', ({ params }) => {
      const folder = find(String(params.id));
      if (!folder) return notFound();
      state.folders = state.folders.filter((other) => other.id !== folder.id);
      delete state.entries[folder.id];
      return HttpResponse.json({ success: true });
    }),
    http.put('/api/resdex-folders/:id/candidates/:userId', async ({ params, request }) => {
      const folder = find(String(params.id));
      if (!folder) return notFound();
      const body = (await request.json()) as { note?: string | null };
      const list = (state.entries[folder.id] ??= []);
      let entry = list.find((item) => item.candidate.id === params.userId);
      if (!entry) {
        entry = {
          candidate: candidateFixture(String(params.userId), { id: String(params.userId) }),
          note: null,
          added_at: now(),
        };
        list.unshift(entry);
      }
      if (body.note !== undefined) entry.note = body.note || null;
      folder.updated_at = now();
      return HttpResponse.json({ folder: view(folder), entry });
    }),
    http.delete('/api/resdex-folders/:id/candidates/:userId', ({ params }) => {
      const folder = find(String(params.id));
      if (!folder) return notFound();
      state.entries[folder.id] = (state.entries[folder.id] ?? []).filter(
        (item) => item.candidate.id !== params.userId,
      );
      folder.updated_at = now();
      return HttpResponse.json({ folder: view(folder), entry: null });
    }),
  ];
  return { state, handlers };
}

export const folderHandlers = {
  /** The folders (and their candidates) answering every folder request. */
  folders: (folders: ResdexFolder[] = [], entries: Record<string, ResdexFolderCandidate[]> = {}) =>
    folderStore(folders, entries).handlers,
  foldersLoading: () => pending('get', '/api/resdex-folders', { folders: [] }),
  foldersDown: () => failure('get', '/api/resdex-folders', 503, DOWN),
  folderLoading: () =>
    pending('get', '/api/resdex-folders/:id', {
      folder: folderFixture('x'),
      candidates: [],
      total: 0,
      page: 1,
      pageSize: PAGE_SIZE,
    }),
  /** A PUT of a candidate refused (the folder is full, say). */
  folderCandidateRefused: (error: string, status = 409) =>
    failure('put', '/api/resdex-folders/:id/candidates/:userId', status, { error }),
  searchesLoading: () => pending('get', '/api/candidate-searches', { recent: [], saved: [] }),
  searchesDown: () => failure('get', '/api/candidate-searches', 503, DOWN),
  /** PATCH /api/candidate-searches/:id: these saved searches, renamed as asked. */
  searchRenamed: (searches: SavedSearch[], options?: RequestHandlerOptions) =>
    http.patch(
      '/api/candidate-searches/:id',
      async ({ request, params }) => {
        const { title } = (await request.json()) as { title: string };
        const search = searches.find((one) => one.id === params.id);
        if (!search) return HttpResponse.json({ error: 'Search not found' }, { status: 404 });
        return HttpResponse.json({ search: { ...search, title } });
      },
      options,
    ),
};
