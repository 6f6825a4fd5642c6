import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../theme';
import { lazyPage } from './LazyPage';

describe('lazyPage', () => {
  it('shows a labelled skeleton until the page’s module arrives, then the named export', async () => {
    let deliver!: (module: { JobsPage: ComponentType }) => void;
    const Page = lazyPage(
      () => new Promise<{ JobsPage: ComponentType }>((resolve) => (deliver = resolve)),
      'JobsPage',
    );
    render(
      <ThemeProvider>
        <Page />
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('Loading the page')).toHaveAttribute('aria-busy', 'true');
    deliver({ JobsPage: () => <h1>Jobs</h1> });
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the page')).not.toBeInTheDocument();
  });
});
