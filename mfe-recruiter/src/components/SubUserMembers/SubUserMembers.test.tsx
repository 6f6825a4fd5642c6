import { ThemeProvider } from '@rozgar/design-system';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memberFixture } from '../../mocks/subUserHandlers';
import { SubUserMembers } from './SubUserMembers';

const ARJUN = memberFixture('Arjun Mehta');
const MEERA = memberFixture('Meera Iyer', { status: 'deactivated', last_login_at: null });

describe('SubUserMembers', () => {
  it('lists each member with status in words and offers the action that fits it', async () => {
    const onStatus = vi.fn();
    const onRemove = vi.fn();
    render(
      <ThemeProvider>
        <SubUserMembers members={[ARJUN, MEERA]} onStatus={onStatus} onRemove={onRemove} />
      </ThemeProvider>,
    );
    const [arjun, meera] = within(screen.getByRole('region', { name: 'Your sub-users' }))
      .getAllByRole('row')
      .slice(1);
    expect(arjun).toHaveTextContent('Arjun Mehtaarjun@acme.example.inActive');
    expect(within(meera!).getByText('Never')).toBeVisible();
    await userEvent.click(within(arjun!).getByRole('button', { name: 'Deactivate Arjun Mehta' }));
    expect(onStatus).toHaveBeenLastCalledWith(ARJUN, 'deactivated');
    await userEvent.click(within(meera!).getByRole('button', { name: 'Re-activate Meera Iyer' }));
    expect(onStatus).toHaveBeenLastCalledWith(MEERA, 'active');
    await userEvent.click(within(meera!).getByRole('button', { name: 'Remove Meera Iyer' }));
    expect(onRemove).toHaveBeenCalledWith(MEERA);
  });
});
