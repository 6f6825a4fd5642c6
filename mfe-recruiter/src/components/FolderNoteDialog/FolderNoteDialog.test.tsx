import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FolderNoteDialog } from './FolderNoteDialog';

describe('FolderNoteDialog', () => {
  it('saves the trimmed note, or null when emptied', async () => {
    const onSave = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderPage(
      '/',
      <FolderNoteDialog
        candidateName="Meera Iyer"
        folderName="Java leads"
        note="Call on Monday"
        onClose={() => undefined}
        onSave={onSave}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Note on Meera Iyer' })).toBeVisible();
    const field = screen.getByLabelText('Note');
    expect(field).toHaveValue('Call on Monday');
    expect(field).toHaveAttribute('maxlength', '500');
    await user.clear(field);
    await user.type(field, '  Call on Tuesday ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(onSave).toHaveBeenLastCalledWith('Call on Tuesday');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(onSave).toHaveBeenLastCalledWith(null);
  });

  it('shows why saving failed', async () => {
    const user = userEvent.setup();
    renderPage(
      '/',
      <FolderNoteDialog
        candidateName="Meera Iyer"
        folderName="Java leads"
        note={null}
        onClose={() => undefined}
        onSave={() => Promise.reject(new Error('network down'))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Failed to save the note. Please try again.')).toBeVisible();
  });
});
