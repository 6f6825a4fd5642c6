import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import { inviteFixture, memberFixture, subUserHandlers } from '../../mocks/subUserHandlers';
import { SubUsersPage } from './SubUsersPage';

const MEMBERS = [
  memberFixture('Arjun Mehta'),
  memberFixture('Meera Iyer', { status: 'deactivated', last_login_at: null }),
  memberFixture('Venkataraman Subramanian Krishnamurthy', {
    email: 'venkataraman.subramanian.krishnamurthy@talent-acquisition.example.in',
  }),
];
const INVITES = [inviteFixture('Kavya Rao')];

/**
 * `/sub-users`: the account's admin manages the plan's seats (GET /api/sub-users and its actions,
 * answered by MSW from memory).
 */
const meta = {
  title: 'Pages/SubUsersPage',
  component: SubUsersPage,
  parameters: { layout: 'fullscreen', route: '/sub-users' },
  beforeEach({ msw }) {
    msw.use(...subUserHandlers.subUsers(5, MEMBERS, INVITES));
    return signedInAs({ ...RECRUITER, accountAdmin: true });
  },
} satisfies Meta<typeof SubUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {};
/** Every seat taken: the form says why it cannot send. */
export const SeatsFull: Story = {
  beforeEach({ msw }) {
    msw.use(...subUserHandlers.subUsers(3, MEMBERS.slice(0, 2), INVITES));
  },
};
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...subUserHandlers.subUsers(3));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(subUserHandlers.subUsersLoading());
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(subUserHandlers.subUsersDown());
  },
};
/** A sub-user opening the page: read-only, nothing to press. */
export const SubUser: Story = {
  beforeEach: () => signedInAs({ ...RECRUITER, accountAdmin: false }),
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
