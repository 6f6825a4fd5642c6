import { recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { mswServer } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { company } from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import { PostJobPage } from '../../pages/PostJobPage/PostJobPage';
import {
  fillJob,
  postThroughPreview,
  signedInRecruiterWithCompanies,
} from '../../pages/PostJobPage/postJobTestKit';

beforeEach(signedInRecruiterWithCompanies);

type User = ReturnType<typeof userEvent.setup>;

const created = {
  ...company,
  id: '6650f1a2c3d4e5f60dddd0ff',
  company_name: 'Kaveri Robotics',
};

/** Opens "New company…" and fills the dialog's required fields. */
async function fillNewCompany(user: User) {
  await user.click(screen.getByRole('button', { name: 'New company…' }));
  const dialog = await screen.findByRole('dialog', { name: 'New company' });
  const inDialog = within(dialog);
  expect(inDialog.getByLabelText(/^Company name/)).toHaveFocus();
  // Only the required fields: the rest is for the company's profile page.
  expect(inDialog.queryByLabelText('Twitter')).not.toBeInTheDocument();
  expect(inDialog.queryByRole('group', { name: 'Hiring for' })).not.toBeInTheDocument();
  // Typed key by key, each field re-renders the whole job form around the dialog (20 s under load):
  // the name is typed, the rest pasted as a recruiter copying from their site would.
  await user.type(inDialog.getByLabelText(/^Company name/), 'Kaveri Robotics');
  const paste = async (label: RegExp, text: string) => {
    await user.click(inDialog.getByLabelText(label));
    await user.paste(text);
  };
  await paste(/^Email/, 'jobs@kaveri.example.in');
  await paste(/^Phone/, '9876543210');
  await paste(/^Website/, 'https://kaveri.example.in');
  await paste(/^Address/, '12 Hosur Road');
  await paste(/^Pincode/, '560068');
  await paste(/^Industry/, 'Robotics');
  await user.selectOptions(inDialog.getByLabelText(/^Company size/), '11-50');
  await paste(/^Description/, 'Warehouse robots.');
  await paste(/^LinkedIn/, 'https://www.linkedin.com/company/kaveri-robotics');
  return dialog;
}

describe('PostJobPage new company', () => {
  it('creates a company from the form, picks it and posts the job with its id', async () => {
    mswServer.use(handlers.companyCreated(created));
    const user = userEvent.setup();
    const api = recordRequests();
    renderPage('/job-postings-section', <PostJobPage />);
    await screen.findByLabelText(/^Job title/);
    await fillJob(user);

    const dialog = await fillNewCompany(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('Company Profile Created Successfully!')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('POST', '/api/companies')).toEqual([
      expect.objectContaining({
        company_name: 'Kaveri Robotics',
        hiring_for: 'your company',
        size: '11-50',
        pincode: '560068',
      }),
    ]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue(created.id),
    );
    // What was typed in the job form is still there.
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('QA Lead');

    await postThroughPreview(user);
    expect(await screen.findByText('Job posted successfully!')).toBeVisible();
    expect(api.bodiesOf('POST', '/api/jobs')).toEqual([
      expect.objectContaining({ job_title: 'QA Lead', company_id: created.id }),
    ]);
  });

  it("keeps the dialog open with the server's reason when the company is refused, and Cancel leaves the choice as it was", async () => {
    mswServer.use(
      failure('post', '/api/companies', 409, {
        error: 'A company with this name already exists in your account',
      }),
    );
    const user = userEvent.setup();
    renderPage('/job-postings-section', <PostJobPage />);
    await screen.findByLabelText(/^Job title/);

    const dialog = await fillNewCompany(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(
      await within(dialog).findByText('A company with this name already exists in your account'),
    ).toHaveAttribute('role', 'alert');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue(company.id);
    expect(screen.getByRole('button', { name: 'New company…' })).toHaveFocus();
  });
});
