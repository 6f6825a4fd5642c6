import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { handlers } from '../../mocks/handlers';
import { emptyProfileFixture, ITEM_IDS, profileFixture } from '../../mocks/profileFixtures';
import type { Profile, SectionAnswer } from '../profileApi';
import {
  academicAchievementsSpec,
  employmentSpec,
  internshipsSpec,
  languagesSpec,
  projectsSpec,
  type ListSectionSpec,
} from '../profileForms';
import { ListSection } from './ListSection';

/** The specs differ in their item type; the harness only needs items with an id. */
const loose = (spec: unknown) => spec as ListSectionSpec<{ id: string }>;

function Harness({ spec, initial }: { spec: ListSectionSpec<{ id: string }>; initial: Profile }) {
  const [profile, setProfile] = useState(initial);
  return (
    <ListSection
      id={spec.section}
      spec={spec}
      profile={profile}
      onSaved={(answer: SectionAnswer) => setProfile(answer.profile)}
    />
  );
}

/** The BFF's section writes on a running profile, and what the page sent. */
function sectionApi(start: Profile) {
  mswServer.use(...handlers.profileSections(start));
  return recordRequests();
}

type Case = {
  spec: ListSectionSpec<{ id: string }>;
  itemId: string;
  existingName: string;
  fill: Record<string, string>;
  addedBody: Record<string, string>;
  addedName: string;
  edit: [label: string, value: string];
  editedBody: Record<string, string>;
};

const cases: Case[] = [
  {
    spec: loose(languagesSpec),
    itemId: ITEM_IDS.language,
    existingName: 'English',
    fill: { Language: 'Kannada' },
    addedBody: { language: 'Kannada', proficiency: 'Beginner' },
    addedName: 'Kannada',
    edit: ['Proficiency', 'Native'],
    editedBody: { language: 'English', proficiency: 'Native' },
  },
  {
    spec: loose(internshipsSpec),
    itemId: ITEM_IDS.internship,
    existingName: 'Frontend Intern · Zomato',
    fill: { Company: 'Swiggy', Position: 'Data Intern', Duration: '6 months' },
    addedBody: {
      company: 'Swiggy',
      position: 'Data Intern',
      duration: '6 months',
      description: '',
    },
    addedName: 'Data Intern · Swiggy',
    edit: ['Duration', '4 months'],
    editedBody: {
      company: 'Zomato',
      position: 'Frontend Intern',
      duration: '4 months',
      description: 'Built the menu editor.',
    },
  },
  {
    spec: loose(projectsSpec),
    itemId: ITEM_IDS.project,
    existingName: 'Sales dashboard',
    fill: {
      Title: 'Crop price predictor',
      Technologies: 'Python, Pandas',
      Description: 'A model.',
    },
    addedBody: {
      title: 'Crop price predictor',
      duration: '',
      technologies: 'Python, Pandas',
      description: 'A model.',
    },
    addedName: 'Crop price predictor',
    edit: ['Title', 'Sales dashboard v2'],
    editedBody: {
      title: 'Sales dashboard v2',
      duration: '2 months',
      technologies: 'React, D3',
      description: 'Charts for the sales team.',
    },
  },
  {
    spec: loose(employmentSpec),
    itemId: ITEM_IDS.employment,
    existingName: 'Frontend Developer · Infosys',
    fill: { Company: 'Wipro', 'Job title': 'Trainee', Duration: '1 year' },
    addedBody: { company: 'Wipro', jobTitle: 'Trainee', duration: '1 year', description: '' },
    addedName: 'Trainee · Wipro',
    edit: ['Job title', 'Senior Frontend Developer'],
    editedBody: {
      company: 'Infosys',
      jobTitle: 'Senior Frontend Developer',
      duration: '2 years',
      description: 'Banking portals.',
    },
  },
  {
    spec: loose(academicAchievementsSpec),
    itemId: ITEM_IDS.achievement,
    existingName: 'Merit scholarship',
    fill: { Title: 'Hackathon winner', Year: '2021' },
    addedBody: { title: 'Hackathon winner', institution: '', year: '2021', description: '' },
    addedName: 'Hackathon winner',
    edit: ['Institution', 'IIT Delhi'],
    editedBody: {
      title: 'Merit scholarship',
      institution: 'IIT Delhi',
      year: '2019',
      description: 'Top 1% of the batch.',
    },
  },
];

describe.each(cases)('ListSection $spec.title', (c) => {
  const { spec } = c;
  const path = `/api/profile/sections/${spec.section}`;

  it('shows its empty text when the list is empty', () => {
    renderPage('/', <Harness spec={spec} initial={emptyProfileFixture()} />);
    expect(screen.getByRole('region', { name: spec.title })).toHaveTextContent(spec.emptyText);
  });

  it('adds an item through its modal with the validated body', async () => {
    const user = userEvent.setup();
    const api = sectionApi(profileFixture());
    renderPage('/', <Harness spec={spec} initial={profileFixture()} />);

    const opener = screen.getByRole('button', { name: `Add ${spec.noun}` });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: `Add ${spec.noun}` });
    expect(within(dialog).getAllByRole('textbox')[0]).toHaveFocus();
    for (const [label, value] of Object.entries(c.fill)) {
      await user.type(within(dialog).getByLabelText(label, { exact: false }), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', path).map((call) => call.body)).toEqual([c.addedBody]);
    const section = screen.getByRole('region', { name: spec.title });
    expect(within(section).getByRole('heading', { name: c.addedName })).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('refuses to save without the required fields and sends nothing', async () => {
    const user = userEvent.setup();
    const api = sectionApi(profileFixture());
    renderPage('/', <Harness spec={spec} initial={profileFixture()} />);
    await user.click(screen.getByRole('button', { name: `Add ${spec.noun}` }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const firstRequired = spec.fields.find((field) => field.required)!;
    expect(within(dialog).getByLabelText(firstRequired.label, { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('edits an item with PUT and its id', async () => {
    const user = userEvent.setup();
    const api = sectionApi(profileFixture());
    renderPage('/', <Harness spec={spec} initial={profileFixture()} />);

    await user.click(screen.getByRole('button', { name: `Edit ${c.existingName}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${spec.noun}` });
    const [label, value] = c.edit;
    const field = within(dialog).getByLabelText(label, { exact: false });
    if (field.tagName === 'SELECT') await user.selectOptions(field, value);
    else {
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', `${path}/${c.itemId}`).map((call) => call.body)).toEqual([
      c.editedBody,
    ]);
  });

  it('deletes an item after the question, and keeps focus in the section', async () => {
    const user = userEvent.setup();
    const api = sectionApi(profileFixture());
    renderPage('/', <Harness spec={spec} initial={profileFixture()} />);

    await user.click(screen.getByRole('button', { name: `Delete ${c.existingName}` }));
    const dialog = screen.getByRole('dialog', { name: `Delete this ${spec.noun}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.getByText(spec.emptyText)).toBeInTheDocument());
    expect(api.callsTo('DELETE', `${path}/${c.itemId}`)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: spec.title })).toHaveFocus();
  });
});

describe('ListSection failures', () => {
  it('keeps the modal open and says "Failed to save data" with the server text', async () => {
    const user = userEvent.setup();
    mswServer.use(
      handlers.refuses('post', '/api/profile/sections/projects', 'Database unavailable'),
    );
    renderPage('/', <Harness spec={loose(projectsSpec)} initial={profileFixture()} />);
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add project' });
    await user.type(within(dialog).getByLabelText('Title', { exact: false }), 'Portal');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Failed to save data: Database unavailable'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add project' })).toBeInTheDocument();
  });

  it('does not delete when the question is cancelled', async () => {
    const user = userEvent.setup();
    const api = recordRequests();
    renderPage('/', <Harness spec={loose(projectsSpec)} initial={profileFixture()} />);
    await user.click(screen.getByRole('button', { name: 'Delete Sales dashboard' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sales dashboard' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
