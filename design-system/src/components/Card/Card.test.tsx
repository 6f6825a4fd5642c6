import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('renders its content in a div by default', () => {
    renderWithTheme(
      <Card data-testid="card">
        <h3>Frontend Engineer</h3>
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card).toContainElement(screen.getByRole('heading', { name: 'Frontend Engineer' }));
  });

  it('can be an article or a link with `as`, without leaking styling props', () => {
    renderWithTheme(
      <>
        <Card as="article" aria-label="Job: Data Analyst" elevated padding="lg">
          Data Analyst
        </Card>
        <Card as="a" href="/job-details/42" interactive>
          Open job
        </Card>
      </>,
    );
    const article = screen.getByRole('article', { name: 'Job: Data Analyst' });
    expect(article).not.toHaveAttribute('elevated');
    expect(article).not.toHaveAttribute('padding');
    expect(screen.getByRole('link', { name: 'Open job' })).toHaveAttribute(
      'href',
      '/job-details/42',
    );
  });
});
