import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { candidateFixture, searchResultFixture } from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import {
  chip,
  openSection,
  setup,
  signInRecruiter,
} from '../../pages/ResumeSearchPage/resumeSearchTestKit';

beforeEach(signInRecruiter);

describe('ResumeSearchPage results', () => {
  it('sends every filled criterion, shows the results and the toast, and refreshes the recent searches', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByLabelText('Full name'), '  Rahul ');
    await user.type(screen.getByLabelText('Skills'), 'SQL, python, sql, ');
    await user.click(screen.getByLabelText('Mark all skills as mandatory'));
    await user.type(screen.getByLabelText('Minimum experience (years)'), '2');
    await user.type(screen.getByLabelText('Maximum experience (years)'), '5');
    await user.type(screen.getByLabelText('Current location'), 'Pune');
    await user.click(screen.getByLabelText('Include candidates willing to relocate'));
    await user.type(screen.getByLabelText('PIN code'), '411001');
    await openSection(user, 'Employment Details');
    await user.type(screen.getByLabelText('Current role'), 'Analyst');
    await user.click(chip('Job type', 'Part-time'));
    await user.click(chip('Job type', 'Full-time'));
    await openSection(user, 'Education Details');
    await user.type(screen.getByLabelText('Graduation year'), '2020');
    await user.type(screen.getByLabelText('Field of study'), 'Computer');
    await openSection(user, 'Additional Details');
    await user.click(chip('Gender', 'Male'));
    await user.selectOptions(screen.getByLabelText('Active in'), '3');
    await user.click(screen.getByRole('button', { name: 'Search resumes' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Search Results (2)' }),
    ).toHaveFocus();
    expect(api.callsTo('POST', '/api/candidates/search')[0]!.body).toEqual({
      criteria: {
        fullName: 'Rahul',
        skills: ['SQL', 'python'],
        markAllSkillsAsMandatory: true,
        experience: { min: 2, max: 5 },
        location: 'Pune',
        includeRelocateWilling: true,
        pinCode: '411001',
        currRole: 'Analyst',
        jobType: ['Full-time', 'Part-time'],
        graduationYear: 2020,
        fieldOfStudy: 'Computer',
        gender: 'Male',
        activePeriod: 3,
      },
      page: 1,
      pageSize: 24,
    });
    expect(await screen.findByText('Found 2 profiles matching your criteria.')).toBeVisible();

    const rahul = screen.getByRole('article', { name: 'Rahul Sharma' });
    for (const text of [
      'R',
      'Data Analyst',
      'Koregaon Park, Pune',
      '4 years',
      'SQL, Python, Power BI',
      'MCA',
    ]) {
      expect(within(rahul).getByText(text)).toBeVisible();
    }
    expect(within(rahul).getByRole('link', { name: 'View Resume' })).toHaveAttribute(
      'href',
      '/api/candidates/u1/resume',
    );
    expect(
      within(rahul).getByRole('button', { name: 'Save Candidate' }),
    ).toHaveAccessibleDescription('Rahul Sharma');
    const meera = screen.getByRole('article', { name: 'meera Iyer' });
    expect(within(meera).getByText('M')).toBeVisible();
    expect(within(meera).getByRole('button', { name: 'Unsave' })).toBeVisible();
    expect(within(meera).queryByRole('link', { name: 'View Resume' })).toBeNull();
    await waitFor(() => expect(api.callsTo('GET', '/api/candidate-searches')).toHaveLength(2));
  });

  it('says when nobody matches, and when the search fails', async () => {
    const { user } = setup(
      handlers.candidateSearch(searchResultFixture([]), { once: true }),
      failure('post', '/api/candidates/search', 500, { error: 'boom' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Search resumes' }));
    expect(await screen.findByRole('heading', { name: 'Search Results (0)' })).toBeVisible();
    expect(screen.getByText('No candidates found.')).toBeVisible();
    expect(await screen.findByText('Found 0 profiles matching your criteria.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Search resumes' }));
    expect(
      await screen.findByText('An error occurred while searching. Please try again.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('No candidates found.')).toBeNull();
  });

  it('pages through the results with the same criteria', async () => {
    const { api, user } = setup(
      handlers.candidateSearch(({ page }) =>
        searchResultFixture([candidateFixture(`p${page}`)], { total: 30, page }),
      ),
    );
    await user.type(await screen.findByLabelText('Skills'), 'SQL');
    await user.click(screen.getByRole('button', { name: 'Search resumes' }));
    const pager = await screen.findByRole('navigation', { name: 'Search results pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Candidate p2' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Search results pages' })).toHaveTextContent(
      'Page 2 of 2',
    );
    const bodies = api.callsTo('POST', '/api/candidates/search').map((call) => call.body);
    expect(bodies[1]).toEqual({ ...(bodies[0] as object), page: 2 });
  });
});
