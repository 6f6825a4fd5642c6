import { useSession } from '@rozgar/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createTestQueryClient,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { seekerQueryKeys } from '../../data/queries';
import { handlers } from '../../mocks/handlers';
import { RESUME_MAX_BYTES } from '../../resume/resumeFile';
import type { Resume } from '../../resume/resumeApi';
import { ResumePage } from './ResumePage';

const initialSession = useSession.getState();
const seeker = { id: 's1', email: 'seeker@example.com', role: 'Job Seeker', name: 'Asha Verma' };

const stored: Resume = {
  id: '6650f1a2c3d4e5f6f0000001',
  filename: 'asha-cv.pdf',
  content_type: 'application/pdf',
  size: 245 * 1024,
  uploaded_at: '2026-11-20T10:00:00Z',
  has_text: true,
};

const pdf = (name = 'new-cv.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

beforeEach(() => {
  useSession.setState(initialSession, true);
  // A signed-in seeker without a resume, unless a test says otherwise.
  mswServer.use(handlers.me(seeker), handlers.resume(null));
});

describe('ResumePage', () => {
  it('asks a visitor to log in', async () => {
    mswServer.use(handlers.me(null));
    renderPage('/resume', <ResumePage />);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/resume',
    );
  });

  it('shows the current file with view, download and delete', async () => {
    mswServer.use(handlers.resume(stored));
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
    mswServer.use(handlers.resumeUploads({ ...stored, filename: 'new-cv.pdf' }));
    const requests = recordRequests();
    renderPage('/resume', <ResumePage />);
    expect(await screen.findByText('No resume uploaded')).toBeInTheDocument();

    const input = screen.getByLabelText('Resume file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf,.doc,.docx'));
    await user.upload(input, pdf());
    await user.click(screen.getByRole('button', { name: 'Upload resume' }));

    const current = await screen.findByRole('region', { name: 'Current resume' });
    expect(current).toHaveTextContent('new-cv.pdf');
    const [request] = requests.callsTo('POST', '/api/resume');
    // The multipart body as sent: field "resume" with the file's name.
    expect(request!.body).toMatch(/name="resume"; filename="new-cv\.pdf"/);
  });

  it('checks the type and the size in the browser before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const requests = recordRequests();
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

    expect(requests.callsTo('POST', '/api/resume')).toHaveLength(0);
  });

  it('shows the server error verbatim', async () => {
    const user = userEvent.setup();
    mswServer.use(
      handlers.refuses('post', '/api/resume', 'The resume must be a PDF, DOC or DOCX file', {
        status: 415,
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
    mswServer.use(
      handlers.resume(stored),
      handlers.resumeUploads({
        ...stored,
        id: '6650f1a2c3d4e5f6f0000002',
        filename: 'v2.docx',
        content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 90 * 1024,
      }),
    );
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
    mswServer.use(handlers.resume(stored), handlers.resumeDeletes());
    const requests = recordRequests();
    renderPage('/resume', <ResumePage />);
    const current = await screen.findByRole('region', { name: 'Current resume' });

    await user.click(within(current).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete your resume?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(requests.callsTo('DELETE', '/api/resume')).toHaveLength(0);

    await user.click(within(current).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete resume' }));
    expect(await screen.findByText('No resume uploaded')).toBeInTheDocument();
    expect(requests.callsTo('DELETE', '/api/resume')).toHaveLength(1);
  });

  it('keeps an upload in the portal cache and marks the profile (its Resume section) stale', async () => {
    const user = userEvent.setup();
    mswServer.use(handlers.resumeUploads({ ...stored, filename: 'new-cv.pdf' }));
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
