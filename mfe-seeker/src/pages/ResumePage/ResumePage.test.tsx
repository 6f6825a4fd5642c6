import { useSession } from '@rozgar/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { seekerQueryKeys } from '../../data/queries';
import { RESUME_MAX_BYTES } from '../../resume/resumeFile';
import { profileApiDouble, type ProfileApiRoute } from '../../test/profileApiDouble';
import { ResumePage } from './ResumePage';

const initialSession = useSession.getState();
const seeker = { id: 's1', email: 'seeker@example.com', role: 'Job Seeker', name: 'Asha Verma' };

const stored = {
  id: 'r1',
  filename: 'asha-cv.pdf',
  content_type: 'application/pdf',
  size: 245 * 1024,
  uploaded_at: '2026-11-20T10:00:00Z',
  has_text: true,
};

function api(routes: Record<string, ProfileApiRoute> = {}) {
  return profileApiDouble({
    'GET /api/me': { body: { user: seeker } },
    'GET /api/resume': { body: { resume: null } },
    ...routes,
  });
}

const pdf = (name = 'new-cv.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

beforeEach(() => {
  useSession.setState(initialSession, true);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResumePage', () => {
  it('asks a visitor to log in', async () => {
    vi.stubGlobal(
      'fetch',
      api({ 'GET /api/me': { status: 401, body: { error: 'Not logged in' } } }),
    );
    renderPage('/resume', <ResumePage />);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/resume',
    );
  });

  it('shows the current file with view, download and delete', async () => {
    vi.stubGlobal('fetch', api({ 'GET /api/resume': { body: { resume: stored } } }));
    renderPage('/resume', <ResumePage />);
    const current = await screen.findByRole('region', { name: 'Current resume' });
    expect(current).toHaveTextContent('asha-cv.pdf');
    expect(current).toHaveTextContent('245 kB');
    expect(current).toHaveTextContent('20 Nov 26');
    expect(within(current).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/api/resume/file',
    );
    expect(within(current).getByRole('link', { name: 'View' })).toHaveAttribute('target', '_blank');
    expect(within(current).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/resume/file?download=1',
    );
    expect(screen.getByRole('heading', { name: 'Replace your resume' })).toBeInTheDocument();
  });

  it('says "No resume uploaded" and uploads a PDF as multipart field "resume"', async () => {
    const user = userEvent.setup();
    const fetchDouble = api({
      'POST /api/resume': { status: 201, body: { resume: { ...stored, filename: 'new-cv.pdf' } } },
    });
    vi.stubGlobal('fetch', fetchDouble);
    renderPage('/resume', <ResumePage />);
    expect(await screen.findByText('No resume uploaded')).toBeInTheDocument();

    const input = screen.getByLabelText('Resume file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf,.doc,.docx'));
    await user.upload(input, pdf());
    await user.click(screen.getByRole('button', { name: 'Upload resume' }));

    const current = await screen.findByRole('region', { name: 'Current resume' });
    expect(current).toHaveTextContent('new-cv.pdf');
    const [request] = fetchDouble.callsTo('POST', '/api/resume');
    expect(((request!.body as FormData).get('resume') as File).name).toBe('new-cv.pdf');
  });

  it('checks the type and the size in the browser before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchDouble = api();
    vi.stubGlobal('fetch', fetchDouble);
    renderPage('/resume', <ResumePage />);
    const input = await screen.findByLabelText('Resume file');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('The resume must be a PDF, DOC or DOCX file')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Upload resume' }));

    await user.upload(input, pdf('huge.pdf', RESUME_MAX_BYTES + 1));
    expect(screen.getByText('The resume must be 5 MB or smaller')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload resume' }));

    expect(fetchDouble.callsTo('POST', '/api/resume')).toHaveLength(0);
  });

  it('shows the server error verbatim', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      api({
        'POST /api/resume': {
          status: 415,
          body: { error: 'The resume must be a PDF, DOC or DOCX file' },
        },
      }),
    );
    renderPage('/resume', <ResumePage />);
    await user.upload(await screen.findByLabelText('Resume file'), pdf('renamed.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload resume' }));
    expect(await screen.findByText('The resume must be a PDF, DOC or DOCX file')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('replaces the current resume', async () => {
    const user = userEvent.setup();
    const fetchDouble = api({
      'GET /api/resume': { body: { resume: stored } },
      'POST /api/resume': {
        status: 201,
        body: { resume: { ...stored, id: 'r2', filename: 'v2.docx', size: 90 * 1024 } },
      },
    });
    vi.stubGlobal('fetch', fetchDouble);
    renderPage('/resume', <ResumePage />);
    await user.upload(
      await screen.findByLabelText('Resume file'),
      new File(['docx'], 'v2.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Replace resume' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Current resume' })).toHaveTextContent('v2.docx'),
    );
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const fetchDouble = api({
      'GET /api/resume': { body: { resume: stored } },
      'DELETE /api/resume': { body: { success: true } },
    });
    vi.stubGlobal('fetch', fetchDouble);
    renderPage('/resume', <ResumePage />);
    const current = await screen.findByRole('region', { name: 'Current resume' });

    await user.click(within(current).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete your resume?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(fetchDouble.callsTo('DELETE', '/api/resume')).toHaveLength(0);

    await user.click(within(current).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete resume' }));
    expect(await screen.findByText('No resume uploaded')).toBeInTheDocument();
    expect(fetchDouble.callsTo('DELETE', '/api/resume')).toHaveLength(1);
  });

  it('keeps an upload in the portal cache and marks the profile (its Resume section) stale', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      api({
        'POST /api/resume': {
          status: 201,
          body: { resume: { ...stored, filename: 'new-cv.pdf' } },
        },
      }),
    );
    const client = createTestQueryClient();
    client.setQueryData(seekerQueryKeys.profile, { cached: true });
    renderPage('/resume', <ResumePage />, undefined, client);
    await user.upload(await screen.findByLabelText('Resume file'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload resume' }));
    await screen.findByRole('region', { name: 'Current resume' });
    expect(client.getQueryData(seekerQueryKeys.resume)).toMatchObject({ filename: 'new-cv.pdf' });
    expect(client.getQueryState(seekerQueryKeys.profile)?.isInvalidated).toBe(true);
  });
});
