import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { RECRUITER } from '../../mocks/fixtures';
import { folderEntryFixture, folderFixture, folderHandlers } from '../../mocks/folderHandlers';
import { failure, handlers } from '../../mocks/handlers';
import { ResdexFoldersPage } from './ResdexFoldersPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

const JAVA = folderFixture('Java leads', { count: 2, updated_at: '2026-11-22T10:00:00.000Z' });
const DESIGN = folderFixture('Designers', { updated_at: '2026-11-20T10:00:00.000Z' });
const ENTRIES = {
  [JAVA.id]: [
    folderEntryFixture('Anita Desai', 'Call on Monday', { curr_role: 'Java Lead' }),
    folderEntryFixture('Vikram Rao'),
  ],
};

function setup(url = '/resdex-folders', ...answers: RequestHandler[]) {
  mswServer.use(...answers);
  const api = recordRequests();
  const user = userEvent.setup();
  renderPage('/resdex-folders', <ResdexFoldersPage />, url);
  return { api, user };
}

describe('ResdexFoldersPage', () => {
  it('lists the folders with counts and last update, last updated first', async () => {
    setup('/resdex-folders', ...folderHandlers.folders([DESIGN, JAVA], ENTRIES));
    const table = await screen.findByRole('region', { name: 'Your folders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Java leads2'),
      expect.stringContaining('Designers0'),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Java leads' })).toHaveAttribute(
      'href',
      `/resdex-folders?folder=${JAVA.id}`,
    );
  });

  it('shows the empty state and creates a folder, refusing a blank or taken name', async () => {
    const { user, api } = setup('/resdex-folders', ...folderHandlers.folders([DESIGN]));
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog).findByText('Give the folder a name')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Folder name/), 'designers');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have a folder named "designers"',
    );
    await user.clear(within(dialog).getByLabelText(/Folder name/));
    await user.type(within(dialog).getByLabelText(/Folder name/), '  Shortlist ');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('Created the folder "Shortlist"')).toBeVisible();
    expect(api.bodiesOf('POST', '/api/resdex-folders').at(-1)).toEqual({ name: 'Shortlist' });
    // the new folder opens, empty
    expect(await screen.findByRole('heading', { name: 'Shortlist', level: 2 })).toBeVisible();
    expect(await screen.findByText(/No candidates in this folder yet/)).toBeVisible();
  });

  it('shows "No folders yet" when there are none', async () => {
    setup('/resdex-folders', ...folderHandlers.folders([]));
    expect(await screen.findByText('No folders yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New folder' })).toBeVisible();
  });

  it("opens a folder's candidates with their notes, edits a note and removes a candidate", async () => {
    const { user, api } = setup(
      `/resdex-folders?folder=${JAVA.id}`,
      ...folderHandlers.folders([JAVA], ENTRIES),
    );
    const anita = await screen.findByRole('article', { name: 'Anita Desai' });
    // the page's heading and its New folder button once, above the folders
    expect(screen.getAllByRole('heading', { name: 'Resdex Folders', level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'New folder' })).toHaveLength(1);
    expect(within(anita).getByLabelText('Note on Anita Desai')).toHaveTextContent('Call on Monday');
    const vikram = screen.getByRole('article', { name: 'Vikram Rao' });
    expect(within(vikram).getByText('No note')).toBeVisible();

    await user.click(within(vikram).getByRole('button', { name: 'Edit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note on Vikram Rao' });
    await user.type(within(dialog).getByLabelText('Note'), 'Strong Go skills');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved')).toBeVisible();
    const vikramId = folderEntryFixture('Vikram Rao').candidate.id;
    expect(api.bodiesOf('PUT', `/api/resdex-folders/${JAVA.id}/candidates/${vikramId}`)).toEqual([
      { note: 'Strong Go skills' },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Vikram Rao' })).getByLabelText(
          'Note on Vikram Rao',
        ),
      ).toHaveTextContent('Strong Go skills'),
    );

    await user.click(
      within(screen.getByRole('article', { name: 'Anita Desai' })).getByRole('button', {
        name: 'Remove from folder',
      }),
    );
    expect(await screen.findByText('Removed Anita Desai from "Java leads"')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Anita Desai' })).toBeNull());
    expect(screen.getByText('1 candidate')).toBeVisible();
  });

  it('renames and deletes a folder after confirming', async () => {
    const { user } = setup(
      `/resdex-folders?folder=${JAVA.id}`,
      ...folderHandlers.folders([JAVA, DESIGN], ENTRIES),
    );
    await user.click(await screen.findByRole('button', { name: 'Rename folder Java leads' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename folder' });
    const field = within(rename).getByLabelText(/Folder name/);
    expect(field).toHaveValue('Java leads');
    await user.clear(field);
    await user.type(field, 'Java tech leads');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Renamed the folder to "Java tech leads"')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Java tech leads', level: 2 })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete folder Java tech leads' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete folder?' });
    expect(confirm).toHaveTextContent(
      '"Java tech leads" and its list of 2 candidates will be removed.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted the folder "Java tech leads"')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Java tech leads' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Designers' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('shows the failure to load', async () => {
    setup('/resdex-folders', folderHandlers.foldersDown());
    expect(
      await screen.findByText('Error: Database unavailable, please try again shortly'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Resdex Folders', level: 1 })).toBeVisible();
  });

  it('asks a visitor to log in', async () => {
    setup(
      '/resdex-folders',
      failure('get', '/api/resdex-folders', 401, { error: 'Not logged in' }),
      handlers.meSignedOut(),
    );
    expect(
      await screen.findByRole('heading', { name: 'Please log in to see your Resdex folders.' }),
    ).toBeVisible();
  });
});
