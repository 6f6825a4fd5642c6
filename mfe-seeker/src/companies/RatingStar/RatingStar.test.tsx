import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { RatingStar } from './RatingStar';

describe('RatingStar', () => {
  it('shows the mean to one decimal with the review count, and says it in words', () => {
    renderPage('/', <RatingStar rating={{ average: 4, count: 123 }} />);
    expect(screen.getByText('4.0')).toBeVisible();
    expect(screen.getByText('(123 reviews)')).toBeVisible();
    expect(screen.getByText('Rated 4.0 out of 5 from 123 reviews')).toBeInTheDocument();
  });

  it('says "1 review" for one', () => {
    renderPage('/', <RatingStar rating={{ average: 3.46, count: 1 }} />);
    expect(screen.getByText('Rated 3.5 out of 5 from 1 review')).toBeInTheDocument();
  });
});
