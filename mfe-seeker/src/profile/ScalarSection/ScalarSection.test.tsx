import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { handlers } from '../../mocks/handlers';
import { answerFixture, emptyProfileFixture, profileFixture } from '../../mocks/profileFixtures';
import type { Profile } from '../profileApi';
import {
  educationSpec,
  preferenceSpec,
  summarySpec,
  type ScalarSectionSpec,
} from '../profileForms';
import { ScalarSection } from './ScalarSection';

function Harness({ id, spec, initial }: { id: string; spec: ScalarSectionSpec; initial: Profile }) {
  const [profile, setProfile] = useState(initial);
  return (
    <ScalarSection
      id={id}
      spec={spec}
      profile={profile}
      onSaved={(answer) => setProfile(answer.profile)}
    />
  );
}

/** The BFF's PATCH: merges the body into the profile and answers it. */
function patchApi(start: Profile) {
  mswServer.use(...handlers.profileSaves(start));
  return recordRequests();
}

describe('ScalarSection', () => {
  it('shows "Not specified" for every empty value', () => {
    renderPage(
      '/',
      <Harness id="preference" spec={preferenceSpec} initial={emptyProfileFixture()} />,
    );
    const section = screen.getByRole('region', { name: 'Preference' });
    expect(within(section).getAllByText('Not specified')).toHaveLength(8);
  });

  it('edits the preference in its modal and PATCHes every field', async () => {
    const user = userEvent.setup();
    const api = patchApi(profileFixture());
    renderPage('/', <Harness id="preference" spec={preferenceSpec} initial={profileFixture()} />);

    await user.click(screen.getByRole('button', { name: 'Edit preference' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit preference' });
    expect(within(dialog).getByLabelText('Preferred role')).toHaveValue('Frontend Developer');
    await user.selectOptions(within(dialog).getByLabelText('Availability'), 'Immediate');
    await user.clear(within(dialog).getByLabelText('Total experience (years)'));
    await user.type(within(dialog).getByLabelText('Total experience (years)'), '4');
    await user.clear(within(dialog).getByLabelText('Current company'));
    const salary = within(dialog).getByLabelText('Expected salary (lakhs per annum)');
    await user.type(salary, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/Enter the expected salary in lakhs per annum/),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.clear(salary);
    await user.type(salary, '12.5');
    await user.selectOptions(within(dialog).getByLabelText('Notice period'), '15 days');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/profile').map((call) => call.body)).toEqual([
      {
        curr_role: 'Frontend Developer',
        job_type: 'Full Time',
        pref_location: 'Bengaluru, Pune',
        availability: 'Immediate',
        company: '',
        experience: 4,
        expected_salary: 12.5,
        notice_period: '15 days',
      },
    ]);
    const section = screen.getByRole('region', { name: 'Preference' });
    expect(within(section).getByText('Immediate')).toBeInTheDocument();
    expect(within(section).getByText('12.5 LPA')).toBeInTheDocument();
    expect(within(section).getByText('15 days')).toBeInTheDocument();
    expect(within(section).getByText('4 years')).toBeInTheDocument();
  });

  it('validates the education year before sending anything', async () => {
    const user = userEvent.setup();
    const api = patchApi(profileFixture());
    renderPage('/', <Harness id="education" spec={educationSpec} initial={profileFixture()} />);

    await user.click(screen.getByRole('button', { name: 'Edit education' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit education' });
    const year = within(dialog).getByLabelText('Graduation year');
    await user.clear(year);
    await user.type(year, '1900');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/Enter a graduation year from 1950/),
    ).toBeInTheDocument();
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);

    await user.clear(year);
    await user.type(year, '2021');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls[0]!.body).toEqual({
      education: 'B.Tech',
      institution: 'IIT Bombay',
      field_of_study: 'Computer Science',
      graduation_year: 2021,
    });
  });

  it('saves the profile summary and shows the server error when saving fails', async () => {
    const user = userEvent.setup();
    mswServer.use(
      handlers.refuses(
        'patch',
        '/api/profile',
        'Profile summary is too long (2000 characters at most)',
        { status: 400, once: true },
      ),
      handlers.answers(
        'patch',
        '/api/profile',
        answerFixture(profileFixture({ profile_summary: 'Loves shipping.' })),
      ),
    );
    renderPage(
      '/',
      <Harness id="profile-summary" spec={summarySpec} initial={emptyProfileFixture()} />,
    );
    const section = screen.getByRole('region', { name: 'Profile summary' });
    expect(within(section).getByText('Not specified')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit profile summary' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit profile summary' });
    await user.type(within(dialog).getByLabelText('Profile summary'), 'Loves shipping.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Failed to save data: Profile summary is too long (2000 characters at most)',
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section).getByText('Loves shipping.')).toBeInTheDocument();
  });
});
