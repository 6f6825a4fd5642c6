import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  chip,
  openSection,
  sectionButton,
  setup,
  signInRecruiter,
} from '../../pages/ResumeSearchPage/resumeSearchTestKit';

beforeEach(signInRecruiter);

describe('ResumeSearchPage form', () => {
  it('shows the four sections as disclosures, Basic Details open, usable from the keyboard', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Resumes' })).toBeVisible();

    const basic = await sectionButton('Basic Details');
    const employment = await sectionButton('Employment Details');
    const education = await sectionButton('Education Details');
    const additional = await sectionButton('Additional Details');
    expect(basic).toHaveAttribute('aria-expanded', 'true');
    for (const button of [employment, education, additional]) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByLabelText('Skills')).toBeVisible();
    expect(screen.getByLabelText('Current role')).not.toBeVisible();
    const fields = document.getElementById(employment.getAttribute('aria-controls')!)!;
    expect(fields).not.toBeVisible();

    employment.focus();
    await user.keyboard('{Enter}');
    expect(employment).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Current role')).toBeVisible();
    expect(fields).toBeVisible();
    await user.keyboard(' ');
    expect(employment).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Current role')).not.toBeVisible();
    basic.focus();
    await user.keyboard('{Enter}');
    expect(basic).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the job type chip rules: Any clears, a type removes Any, the last one off returns to Any', async () => {
    const { user } = setup();
    await openSection(user, 'Employment Details');
    const pressed = () =>
      within(screen.getByRole('group', { name: 'Job type' }))
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent);

    expect(pressed()).toEqual(['Any']);
    await user.click(chip('Job type', 'Contract'));
    expect(pressed()).toEqual(['Contract']);
    await user.click(chip('Job type', 'Full-time'));
    expect(pressed()).toEqual(['Full-time', 'Contract']);
    await user.click(chip('Job type', 'Any'));
    expect(pressed()).toEqual(['Any']);
    await user.click(chip('Job type', 'Freelance'));
    await user.click(chip('Job type', 'Freelance'));
    expect(pressed()).toEqual(['Any']);

    // Gender is a single choice.
    await openSection(user, 'Additional Details');
    const genders = () =>
      within(screen.getByRole('group', { name: 'Gender' }))
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent);
    expect(genders()).toEqual(['Any']);
    await user.click(chip('Gender', 'Female'));
    expect(genders()).toEqual(['Female']);
    await user.click(chip('Gender', 'Other'));
    expect(genders()).toEqual(['Other']);
    await user.click(chip('Gender', 'Any'));
    expect(genders()).toEqual(['Any']);
    expect(screen.getByLabelText('Active in')).toHaveValue('6');
  });

  it('refuses experience outside 0–30, a maximum below the minimum and a bad graduation year', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByLabelText('Minimum experience (years)'), '31');
    await user.type(screen.getByLabelText('Maximum experience (years)'), '2');
    // The error is in a closed section: searching opens it.
    expect(await sectionButton('Education Details')).toHaveAttribute('aria-expanded', 'false');
    await openSection(user, 'Education Details');
    await user.type(screen.getByLabelText('Graduation year'), '1900');
    await user.click(await sectionButton('Education Details'));
    await user.click(screen.getByRole('button', { name: 'Search resumes' }));

    expect(
      await screen.findByText('Experience must be a whole number of years from 0 to 30'),
    ).toBeVisible();
    expect(screen.getByText('Graduation year must be from 1950 to 2100')).toBeVisible();
    expect(await sectionButton('Education Details')).toHaveAttribute('aria-expanded', 'true');

    await user.clear(screen.getByLabelText('Minimum experience (years)'));
    await user.type(screen.getByLabelText('Minimum experience (years)'), '5');
    await user.click(screen.getByRole('button', { name: 'Search resumes' }));
    expect(
      await screen.findByText('Maximum experience must not be below the minimum'),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/candidates/search')).toEqual([]);
  });
});
