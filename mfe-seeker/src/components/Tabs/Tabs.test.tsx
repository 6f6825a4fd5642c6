import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { Tabs } from './Tabs';

function Harness() {
  const [selected, setSelected] = useState('one');
  return (
    <Tabs
      label="Profile views"
      selectedId={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'one', label: 'View & Edit', panel: <p>Edit panel</p> },
        { id: 'two', label: 'Activity insights', panel: <p>Insights panel</p> },
        { id: 'three', label: 'Third', panel: <p>Third panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('is a named tab list whose selected tab labels the one panel shown', () => {
    renderPage('/', <Harness />);
    expect(screen.getByRole('tablist', { name: 'Profile views' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'View & Edit' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Activity insights' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    const panel = screen.getByRole('tabpanel', { name: 'View & Edit' });
    expect(panel).toHaveTextContent('Edit panel');
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Insights panel')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys (wrapping), Home and End, and selects on click', async () => {
    const user = userEvent.setup();
    renderPage('/', <Harness />);
    await user.click(screen.getByRole('tab', { name: 'View & Edit' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Activity insights' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Insights panel');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'View & Edit' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'View & Edit' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Activity insights' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Insights panel');
  });
});
