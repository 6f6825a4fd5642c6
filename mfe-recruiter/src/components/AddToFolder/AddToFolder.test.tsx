import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { folderFixture, folderHandlers } from '../../mocks/folderHandlers';
import { AddToFolder } from './AddToFolder';

const JAVA = folderFixture('Java leads', { count: 2, updated_at: '2026-11-22T10:00:00.000Z' });
const DESIGN = folderFixture('Designers', { updated_at: '2026-11-20T10:00:00.000Z' });
const MEERA = '6650f1a2c3d4e5f60cccc001';

function setup(...answers: RequestHandler[]) {
  mswServer.use(...answers);
  const api = recordRequests();
  const user = userEvent.setup();
  renderPage('/', <AddToFolder candidateId={MEERA} candidateName="Meera Iyer" />);
  return { api, user };
}

describe('AddToFolder', () => {
  it('adds the candidate to the chosen folder with a note', async () => {
    const { user, api } = setup(...folderHandlers.folders([JAVA, DESIGN]));
    await user.click(screen.getByRole('button', { name: 'Add to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Meera Iyer to a folder' });
    const folder = await within(dialog).findByRole('combobox', { name: /Folder/ });
    expect(
      within(folder)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Java leads (2)', 'Designers (0)']);
    await user.selectOptions(folder, DESIGN.id);
    await user.type(within(dialog).getByLabelText(/Note/), '  Great portfolio ');
    await user.click(within(dialog).getByRole('button', { name: 'Add to folder' }));
    expect(await screen.findByText('Added Meera Iyer to "Designers"')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.bodiesOf('PUT', `/api/resdex-folders/${DESIGN.id}/candidates/${MEERA}`)).toEqual([
      { note: 'Great portfolio' },
    ]);
  });

  it('keeps a note already there when none is typed', async () => {
    const { user, api } = setup(...folderHandlers.folders([JAVA]));
    await user.click(screen.getByRole('button', { name: 'Add to folder' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: /Folder/ });
    await user.click(within(dialog).getByRole('button', { name: 'Add to folder' }));
    expect(await screen.findByText('Added Meera Iyer to "Java leads"')).toBeVisible();
    expect(api.bodiesOf('PUT', `/api/resdex-folders/${JAVA.id}/candidates/${MEERA}`)).toEqual([{}]);
  });

  it('shows the refusal in the dialog', async () => {
    const { user } = setup(
      folderHandlers.folderCandidateRefused('A folder can hold at most 500 candidates'),
      ...folderHandlers.folders([JAVA]),
    );
    await user.click(screen.getByRole('button', { name: 'Add to folder' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: /Folder/ });
    await user.click(within(dialog).getByRole('button', { name: 'Add to folder' }));
    expect(
      await within(dialog).findByText('A folder can hold at most 500 candidates'),
    ).toBeVisible();
  });

  it('points to /resdex-folders when there is no folder yet', async () => {
    const { user } = setup(...folderHandlers.folders([]));
    await user.click(screen.getByRole('button', { name: 'Add to folder' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: 'Create a folder' })).toHaveAttribute(
      'href',
      '/resdex-folders',
    );
    expect(within(dialog).queryByRole('button', { name: 'Add to folder' })).toBeNull();
  });
});
