import { useSession } from '@rozgar/design-system';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEEKER } from '../../mocks/fixtures';
import { failure } from '../../mocks/handlers';
import { ResumeSearchPage } from './ResumeSearchPage';
import { initialSession, routes, setup, signInRecruiter } from './resumeSearchTestKit';

beforeEach(signInRecruiter);

describe('ResumeSearchPage', () => {
  it('asks a visitor to log in and tells a seeker the page is for recruiters', async () => {
    routes();
    useSession.setState({ ...initialSession, status: 'anonymous', user: null }, true);
    renderPage('/search-resume', <ResumeSearchPage />);
    expect(
      await screen.findByRole('heading', { name: 'Please log in to search candidates.' }),
    ).toBeVisible();
    cleanup();

    useSession.setState({ ...initialSession, status: 'authenticated', user: SEEKER }, true);
    renderPage('/search-resume', <ResumeSearchPage />);
    expect(
      await screen.findByRole('heading', { name: 'This page is for recruiters' }),
    ).toBeVisible();
  });

  it('shows the login prompt when the session has expired', async () => {
    setup(failure('get', '/api/candidate-searches', 401, { error: 'Not logged in' }));
    expect(
      await screen.findByRole('heading', { name: 'Please log in to search candidates.' }),
    ).toBeVisible();
  });
});
