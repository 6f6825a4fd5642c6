import { useSession } from '@rozgar/design-system';
import { mswServer } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { company, postedJobFixture, RECRUITER, sparseCompany } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';

/*
 * What the company and preview tests of Post a Job share: a signed-in recruiter with two
 * companies, and every required field but the company filled in.
 */

const initialSession = useSession.getState();

/** A recruiter signed in; the BFF answering with their two companies and a posted job. */
export function signedInRecruiterWithCompanies() {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
  mswServer.use(
    handlers.postingOptions(),
    handlers.recruiterJobs([]),
    handlers.jobQuota(),
    handlers.myCompanies([company, sparseCompany]),
    handlers.jobPosted(postedJobFixture('j1', 'QA Lead')),
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** Every required field but the company. */
export async function fillJob(user: User) {
  await user.type(screen.getByLabelText(/^Job title/), 'QA Lead');
  await user.click(screen.getByLabelText(/^Job description/));
  await user.paste('Own our test strategy.');
  await user.type(screen.getByLabelText(/^Key skills/), 'Playwright');
  await user.selectOptions(screen.getByLabelText(/^Minimum experience/), '3');
  await user.selectOptions(screen.getByLabelText(/^Maximum experience/), '7');
  await user.selectOptions(screen.getByLabelText(/^Minimum salary/), '10');
  await user.selectOptions(screen.getByLabelText(/^Maximum salary/), '20');
  await user.type(screen.getByLabelText(/^Location/), 'Chennai');
  await user.selectOptions(screen.getByLabelText(/^Industry/), 'IT/ITES');
  await user.selectOptions(screen.getByLabelText(/^Qualification/), 'B.Tech/B.E.');
}

/**
 * Posts the filled form the way a recruiter does: "Review and post" opens the preview, whose
 * "Post Job" publishes the job.
 */
export async function postThroughPreview(user: User) {
  await user.click(screen.getByRole('button', { name: 'Review and post' }));
  const preview = await screen.findByRole('dialog', { name: 'Preview' });
  await user.click(within(preview).getByRole('button', { name: 'Post Job' }));
}
