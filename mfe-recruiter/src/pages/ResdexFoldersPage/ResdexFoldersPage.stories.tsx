import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import { folderEntryFixture, folderFixture, folderHandlers } from '../../mocks/folderHandlers';
import { ResdexFoldersPage } from './ResdexFoldersPage';

const JAVA = folderFixture('Java leads', { count: 2 });
const LONG = folderFixture('Senior backend engineers for the UPI settlement platform (Bengaluru)', {
  count: 0,
  updated_at: '2026-11-18T10:00:00.000Z',
});
const ENTRIES = {
  [JAVA.id]: [
    folderEntryFixture(
      'Anita Desai',
      'Call on Monday after 5.\nPrefers hybrid; notice period negotiable.',
      { curr_role: 'Java Lead', resume_link: '/api/candidates/u1/resume' },
    ),
    folderEntryFixture('Vikram Rao'),
  ],
};

/**
 * `/resdex-folders`: the recruiter's folders (GET /api/resdex-folders) and, with `?folder=`, one
 * folder's candidates with notes, answered by MSW.
 */
const meta = {
  title: 'Pages/ResdexFoldersPage',
  component: ResdexFoldersPage,
  parameters: { layout: 'fullscreen', route: '/resdex-folders' },
  beforeEach({ msw }) {
    msw.use(...folderHandlers.folders([JAVA, LONG], ENTRIES));
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof ResdexFoldersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Folders: Story = {};
/** One folder open: its candidates with their notes. */
export const FolderOpen: Story = {
  parameters: { route: `/resdex-folders?folder=${JAVA.id}` },
};
export const FolderLoading: Story = {
  parameters: { route: `/resdex-folders?folder=${JAVA.id}` },
  beforeEach({ msw }) {
    msw.use(folderHandlers.folderLoading());
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(folderHandlers.foldersLoading());
  },
};
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...folderHandlers.folders([]));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(folderHandlers.foldersDown());
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = {
  parameters: { route: `/resdex-folders?folder=${JAVA.id}` },
  globals: { viewport: { value: 'phone360' } },
};
