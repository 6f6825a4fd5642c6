import { recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { company, sparseCompany } from '../../mocks/fixtures';
import { PostJobPage } from '../../pages/PostJobPage/PostJobPage';
import {
  fillJob,
  postThroughPreview,
  signedInRecruiterWithCompanies,
} from '../../pages/PostJobPage/postJobTestKit';

beforeEach(signedInRecruiterWithCompanies);

describe('PostJobPage company', () => {
  it("picks the recruiter's first company and posts the job with its id", async () => {
    const user = userEvent.setup();
    const api = recordRequests();
    renderPage('/job-postings-section', <PostJobPage />);
    const choice = await screen.findByLabelText(/^Company/);
    expect([...(choice as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      company.company_name,
      sparseCompany.company_name,
      'Another company (type its name)',
    ]);
    expect(choice).toHaveValue(company.id);
    expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();

    await fillJob(user);
    await user.selectOptions(choice, sparseCompany.id);
    await postThroughPreview(user);
    expect(await screen.findByText('Job posted successfully!')).toBeVisible();
    const [body] = api.bodiesOf('POST', '/api/jobs') as Record<string, unknown>[];
    expect(body).toMatchObject({ job_title: 'QA Lead', company_id: sparseCompany.id });
    expect(body).not.toHaveProperty('company');
  });

  it('types the name of another company, required when chosen', async () => {
    const user = userEvent.setup();
    const api = recordRequests();
    renderPage('/job-postings-section', <PostJobPage />);
    await screen.findByLabelText(/^Job title/);
    await fillJob(user);
    await user.selectOptions(screen.getByLabelText(/^Company/), 'other');
    await user.click(screen.getByRole('button', { name: 'Review and post' }));
    expect(await screen.findByText('Company name is required')).toBeVisible();
    expect(api.callsTo('POST', '/api/jobs')).toEqual([]);

    await user.type(screen.getByLabelText(/^Company name/), 'Acme Labs');
    await postThroughPreview(user);
    expect(await screen.findByText('Job posted successfully!')).toBeVisible();
    const [body] = api.bodiesOf('POST', '/api/jobs') as Record<string, unknown>[];
    expect(body).toMatchObject({ company: 'Acme Labs' });
    expect(body).not.toHaveProperty('company_id');
  });
});
