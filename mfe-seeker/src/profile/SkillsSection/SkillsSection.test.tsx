import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { handlers } from '../../mocks/handlers';
import { profileFixture } from '../../mocks/profileFixtures';
import { SkillsSection } from './SkillsSection';

function Harness({ initial }: { initial: string[] }) {
  const [skills, setSkills] = useState(initial);
  return (
    <SkillsSection
      id="key-skills"
      skills={skills}
      onSaved={(answer) => setSkills(answer.profile.skills)}
    />
  );
}

/** The BFF saving the skills sent (PATCH answers the profile with them) and suggesting `keywords`. */
function skillsApi(keywords: string[] = []) {
  mswServer.use(...handlers.profileSaves(profileFixture()), handlers.keywordSuggestions(keywords));
  return recordRequests();
}

describe('SkillsSection', () => {
  it('shows "No skills added" for an empty list', () => {
    renderPage('/', <Harness initial={[]} />);
    expect(screen.getByRole('region', { name: 'Key skills' })).toHaveTextContent('No skills added');
  });

  it('adds and removes skills in the modal, then saves the list with PATCH', async () => {
    const user = userEvent.setup();
    const api = skillsApi();
    renderPage('/', <Harness initial={['React', 'TypeScript']} />);

    await user.click(screen.getByRole('button', { name: 'Edit key skills' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit key skills' });
    await user.type(within(dialog).getByLabelText('Add a skill'), 'Node.js{Enter}');
    await user.type(within(dialog).getByLabelText('Add a skill'), 'react{Enter}');
    expect(within(dialog).getByText('react is already in your skills')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Add a skill'));
    await user.click(within(dialog).getByRole('button', { name: 'Remove TypeScript' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/profile').map((call) => call.body)).toEqual([
      { skills: ['React', 'Node.js'] },
    ]);
    const chips = screen.getByRole('list', { name: 'Key skills' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'Node.js']);
  });

  it('sends nothing when the edit is cancelled', async () => {
    const user = userEvent.setup();
    const api = skillsApi();
    renderPage('/', <Harness initial={['React']} />);
    await user.click(screen.getByRole('button', { name: 'Edit key skills' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove React' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Key skills' })).toHaveTextContent('React');
  });

  it('adds a suggested keyword to the skills in one click', async () => {
    const user = userEvent.setup();
    const api = skillsApi(['Docker', 'Kubernetes']);
    renderPage('/', <Harness initial={['React']} />);

    await user.click(screen.getByRole('button', { name: 'Suggested keywords' }));
    const dialog = screen.getByRole('dialog', { name: 'Suggested keywords' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Add Docker to your skills' }),
    );

    await waitFor(() =>
      expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('DockerAdded'),
    );
    expect(api.callsTo('PATCH', '/api/profile').map((call) => call.body)).toEqual([
      { skills: ['React', 'Docker'] },
    ]);
    expect(screen.getByRole('list', { name: 'Key skills' })).toHaveTextContent('Docker');
  });
});
