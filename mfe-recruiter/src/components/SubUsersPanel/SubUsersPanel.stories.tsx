import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { inviteFixture, memberFixture, subUserHandlers } from '../../mocks/subUserHandlers';
import { SubUsersPanel } from './SubUsersPanel';

/** The dashboard's Create Sub-Users panel: the seats and a way to /sub-users. */
const meta = {
  title: 'Dashboard/SubUsersPanel',
  component: SubUsersPanel,
  beforeEach({ msw }) {
    msw.use(
      ...subUserHandlers.subUsers(3, [memberFixture('Arjun Mehta')], [inviteFixture('Kavya Rao')]),
    );
  },
} satisfies Meta<typeof SubUsersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeatsLeft: Story = {};
export const NoneYet: Story = {
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
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
