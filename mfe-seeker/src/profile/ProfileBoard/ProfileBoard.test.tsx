import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import type { CompletenessField } from '@rozgar/contracts/vocabularies';
import { emptyProfileFixture } from '../../mocks/profileFixtures';
import type { ProfileAnswer } from '../profileApi';
import { ProfileBoard } from './ProfileBoard';

function answer(filled: number, percent: number, missing: CompletenessField[] = []): ProfileAnswer {
  return {
    profile: { ...emptyProfileFixture(), full_name: 'Asha Verma', curr_role: 'Frontend Developer' },
    completeness: { filled, total: 12, percent, missing },
    resume: null,
  };
}

const renderBoard = (data: ProfileAnswer) =>
  renderPage(
    '/jobseeker-home',
    <ProfileBoard
      state={{ status: 'ready', data }}
      fallbackName="asha@example.com"
      onRetry={() => {}}
    />,
  );

describe('ProfileBoard', () => {
  it('is red at 4 filled fields and asks for the missing percentage', () => {
    renderBoard(answer(4, 33, ['phone', 'skills', 'profile_picture']));
    const ring = screen.getByRole('progressbar', { name: /Profile completion: 4 of 12/ });
    expect(ring).toHaveAttribute('data-tone', 'red');
    expect(ring).toHaveAttribute('aria-valuenow', '33');
    const button = screen.getByRole('link', { name: 'Add 67% Missing Details' });
    expect(button).toHaveAttribute('data-tone', 'red');
    expect(button).toHaveAttribute('href', '/job-seeker-dashboard');
    expect(screen.getByText('Missing: Phone, Key skills, Profile photo')).toBeInTheDocument();
  });

  it('is yellow from 5 filled fields', () => {
    renderBoard(answer(5, 42));
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByRole('link', { name: 'Add 58% Missing Details' })).toHaveAttribute(
      'data-tone',
      'yellow',
    );
  });

  it('reads Edit Details at 100 %', () => {
    renderBoard(answer(12, 100));
    expect(screen.getByRole('progressbar')).toHaveTextContent('100%');
    expect(screen.getByRole('link', { name: 'Edit Details' })).toHaveAttribute(
      'href',
      '/job-seeker-dashboard',
    );
    expect(screen.getByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('Frontend Developer')).toBeInTheDocument();
  });

  it('shows the load error with Retry', async () => {
    const onRetry = vi.fn();
    renderPage(
      '/jobseeker-home',
      <ProfileBoard
        state={{ status: 'error', message: 'Request timed out or failed' }}
        fallbackName="asha@example.com"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Error: Request timed out or failed')).toHaveAttribute('role', 'alert');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
