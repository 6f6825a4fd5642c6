import { recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { company } from '../../mocks/fixtures';
import { PostJobPage } from '../../pages/PostJobPage/PostJobPage';
import { fillJob, signedInRecruiterWithCompanies } from '../../pages/PostJobPage/postJobTestKit';

beforeEach(signedInRecruiterWithCompanies);

describe('PostJobPage preview', () => {
  it('previews the checked job as seekers will see it; only the preview posts it', async () => {
    const user = userEvent.setup();
    const api = recordRequests();
    renderPage('/job-postings-section', <PostJobPage />);
    await screen.findByLabelText(/^Job title/);
    // The form publishes nothing itself: its primary button opens the preview.
    expect(screen.queryByRole('button', { name: 'Post Job' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review and post' }));
    // Nothing to preview until the form is valid.
    expect(await screen.findByText('Job title is required')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await fillJob(user);
    await user.click(screen.getByRole('button', { name: 'Review and post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    expect(within(dialog).getByRole('heading', { name: 'QA Lead' })).toBeVisible();
    expect(within(dialog).getByText(company.company_name)).toBeVisible();
    expect(within(dialog).getByText('3–7 years')).toBeVisible();
    expect(within(dialog).getByText('Own our test strategy.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('QA Lead');
    expect(screen.getByLabelText(/^Location/)).toHaveValue('Chennai');
    expect(screen.getByLabelText(/^Minimum salary/)).toHaveValue('10');
    expect(api.callsTo('POST', '/api/jobs')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Review and post' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Preview' })).getByRole('button', {
        name: 'Post Job',
      }),
    );
    expect(await screen.findByText('Job posted successfully!')).toBeVisible();
    expect(api.bodiesOf('POST', '/api/jobs')).toHaveLength(1);
  });
});
