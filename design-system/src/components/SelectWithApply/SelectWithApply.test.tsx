import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emulateSelectArrowKeys } from '../../remote-kit/selectArrowKeys';
import { renderInTheme } from '../../test/render';
import { SelectWithApply } from './SelectWithApply';

const STAGES = [
  { value: 'new', label: 'New' },
  { value: 'call', label: 'Phone call' },
  { value: 'onsite', label: 'On-site' },
  { value: 'offer', label: 'Offer' },
];

/** Keeps `value` as a server would: it changes only when `save` resolves with a new value. */
function Saved({
  save,
  initial = 'call',
}: {
  save: (value: string) => Promise<string>;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SelectWithApply
      label="Stage"
      options={STAGES}
      value={value}
      applyLabel="Update"
      pendingHint="Not saved yet"
      onApply={async (next) => {
        try {
          setValue(await save(next));
        } catch {
          // the caller reports it; the value stays
        }
      }}
    />
  );
}

let restoreArrows: () => void;
beforeEach(() => {
  restoreArrows = emulateSelectArrowKeys();
});
afterEach(() => restoreArrows());

const select = () => screen.getByRole('combobox', { name: 'Stage' });
const update = () => screen.getByRole('button', { name: 'Update' });

describe('SelectWithApply', () => {
  it('applies nothing while the user moves through the options with the arrow keys', async () => {
    const save = vi.fn(async (value: string) => value);
    const user = userEvent.setup();
    renderInTheme(<Saved save={save} />);
    expect(select()).toHaveValue('call');
    expect(update()).toHaveAttribute('aria-disabled', 'true');

    select().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(select()).toHaveValue('onsite');
    expect(save).not.toHaveBeenCalled();
    expect(update()).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('Not saved yet')).toBeVisible();
    expect(select()).toHaveAccessibleDescription('Not saved yet');
    expect(update()).toHaveAccessibleDescription('Not saved yet');

    // Back on the value in effect: nothing to apply again.
    await user.keyboard('{ArrowUp}');
    expect(select()).toHaveValue('call');
    expect(update()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Not saved yet')).toBeNull();
    await user.click(update());
    expect(save).not.toHaveBeenCalled();
  });

  it('applies the choice once when the button is pressed, from the keyboard too', async () => {
    let finish: (value: string) => void = () => {};
    const save = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderInTheme(<Saved save={save} />);

    select().focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(update()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('onsite');
    // Busy while saving: pressing again does not save twice.
    expect(update()).toHaveAttribute('aria-busy', 'true');
    await user.keyboard(' ');
    expect(save).toHaveBeenCalledTimes(1);

    await act(async () => finish('onsite'));
    expect(select()).toHaveValue('onsite');
    expect(update()).not.toHaveAttribute('aria-busy');
    expect(update()).toHaveAttribute('aria-disabled', 'true');
    // Focus stays where the user was.
    expect(update()).toHaveFocus();

    await user.selectOptions(select(), 'Offer');
    await user.click(update());
    expect(save).toHaveBeenLastCalledWith('offer');
    await act(async () => finish('offer'));
    expect(select()).toHaveValue('offer');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('goes back to the value in effect when applying fails', async () => {
    const save = vi.fn(async (): Promise<string> => {
      throw new Error('refused');
    });
    const user = userEvent.setup();
    renderInTheme(<Saved save={save} />);
    await user.selectOptions(select(), 'Offer');
    await user.click(update());
    expect(save).toHaveBeenCalledWith('offer');
    expect(select()).toHaveValue('call');
    expect(update()).toHaveAttribute('aria-disabled', 'true');
  });

  it('disables the select and the button together', () => {
    renderInTheme(
      <SelectWithApply label="Stage" options={STAGES} value="new" onApply={vi.fn()} disabled />,
    );
    expect(select()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
