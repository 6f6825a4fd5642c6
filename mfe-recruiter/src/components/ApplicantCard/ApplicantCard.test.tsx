import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { folderFixture, folderHandlers } from '../../mocks/folderHandlers';
import { pipelineApplicants } from '../../mocks/pipelineFixtures';
import { applicantName } from '../../jobs/pipelineApi';
import { ApplicantCard } from './ApplicantCard';

describe('ApplicantCard', () => {
  it("adds the applicant (their user id) to one of the recruiter's Resdex folders", async () => {
    const applicant = pipelineApplicants[0]!;
    const name = applicantName(applicant);
    const folder = folderFixture('Interview next week');
    mswServer.use(...folderHandlers.folders([folder]));
    const api = recordRequests();
    const user = userEvent.setup();
    renderPage(
      '/',
      <ApplicantCard
        applicant={applicant}
        selected={false}
        onSelect={() => undefined}
        onViewResume={() => undefined}
      />,
    );
    const card = screen.getByRole('article', { name });
    await user.click(within(card).getByRole('button', { name: 'Add to folder' }));
    const dialog = await screen.findByRole('dialog', { name: `Add ${name} to a folder` });
    await within(dialog).findByRole('combobox', { name: /Folder/ });
    await user.type(within(dialog).getByLabelText(/Note/), 'Applied to the Java role');
    await user.click(within(dialog).getByRole('button', { name: 'Add to folder' }));
    expect(await screen.findByText(`Added ${name} to "Interview next week"`)).toBeVisible();
    expect(
      api.bodiesOf('PUT', `/api/resdex-folders/${folder.id}/candidates/${applicant.user_id}`),
    ).toEqual([{ note: 'Applied to the Java role' }]);
  });
});
