import { QUOTA_TEXTS } from '@rozgar/contracts/vocabularies';
import {
  createTestQueryClient,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recruiterQueryKeys } from '../../data/queries';
import { attachmentName } from '../../resdex/resumeDownload';
import { ResumeLink } from './ResumeLink';

const HREF = '/api/candidates/u1/resume';
/** The names of the files the page saved (the anchors it clicked). */
let saved: string[] = [];

/** jsdom has no object URLs: each saved file gets a made-up one. */
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  saved = [];
  URL.createObjectURL = () => 'blob:resume';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.href.startsWith('blob:')) saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

describe('ResumeLink', () => {
  it('downloads the resume under its name and reads the quotas again', async () => {
    mswServer.use(
      http.get(HREF, () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="Anita Desai.pdf"',
          },
        }),
      ),
    );
    const client = createTestQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const user = userEvent.setup();
    renderPage('/', <ResumeLink href={HREF} />, '/', client);
    const link = screen.getByRole('link', { name: 'View Resume' });
    expect(link).toHaveAttribute('href', HREF);
    await user.click(link);
    await waitFor(() => expect(saved).toEqual(['Anita Desai.pdf']));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: recruiterQueryKeys.quotaUsage });
  });

  it('tells the recruiter in words when the plan’s resume views are used up, saving nothing', async () => {
    mswServer.use(
      http.get(HREF, () =>
        HttpResponse.json({ error: QUOTA_TEXTS.resumeViewsUsedUp }, { status: 403 }),
      ),
    );
    const api = recordRequests();
    const user = userEvent.setup();
    renderPage('/', <ResumeLink href={HREF} />);
    await user.click(screen.getByRole('link', { name: 'View Resume' }));
    expect(
      await screen.findByText("Your plan's resume views are used up for this month"),
    ).toBeVisible();
    expect(saved).toEqual([]);
    expect(api.callsTo('GET', HREF)).toHaveLength(1);
  });

  it('says when the resume cannot be found or the server cannot be reached', async () => {
    mswServer.use(
      http.get(HREF, () => HttpResponse.json({ error: 'Resume not found' }, { status: 404 }), {
        once: true,
      }),
      http.get(HREF, () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    renderPage('/', <ResumeLink href={HREF} />);
    const link = screen.getByRole('link', { name: 'View Resume' });
    await user.click(link);
    expect(await screen.findByText('Resume not found')).toBeVisible();
    await user.click(link);
    expect(await screen.findByText('Could not open the resume. Please try again.')).toBeVisible();
  });

  it('reads the file name of a Content-Disposition, the UTF-8 one first', () => {
    expect(attachmentName('attachment; filename="cv.pdf"')).toBe('cv.pdf');
    expect(attachmentName('attachment; filename="a.pdf"; filename*=UTF-8\'\'Anit%C3%A0.pdf')).toBe(
      'Anità.pdf',
    );
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
