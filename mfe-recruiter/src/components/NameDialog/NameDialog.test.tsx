import { ApiError } from '@rozgar/design-system';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NameDialog } from './NameDialog';

function setup(onSubmit: (name: string) => Promise<void>, initial = '') {
  const user = userEvent.setup();
  renderPage(
    '/',
    <NameDialog
      open
      title="New folder"
      label="Folder name"
      initial={initial}
      max={60}
      requiredMessage="Give the folder a name"
      failureFallback="Failed to save the folder. Please try again."
      submitLabel="Create folder"
      onClose={() => undefined}
      onSubmit={onSubmit}
    />,
  );
  return { user, field: screen.getByLabelText(/Folder name/) };
}

describe('NameDialog', () => {
  it('refuses a blank name and sends a trimmed one', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user, field } = setup(onSubmit);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('Give the folder a name')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(field, ' Java leads ');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Java leads');
  });

  it('starts with the name given and shows the server refusal', async () => {
    const onSubmit = vi.fn(async () => {
      const text = 'You already have a folder named "Designers"';
      throw new ApiError(409, text, { error: text });
    });
    const { user, field } = setup(onSubmit, 'Designers');
    expect(field).toHaveValue('Designers');
    expect(field).toHaveAttribute('maxlength', '60');
    await user.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('You already have a folder named "Designers"')).toBeVisible();
  });
});
