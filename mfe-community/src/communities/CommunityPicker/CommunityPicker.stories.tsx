import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { boardCommunities } from '../../mocks/boardFixtures';
import { CommunityPicker, CommunityPickerSkeleton } from './CommunityPicker';

const communities = boardCommunities.map(({ members: _members, ...community }) => community);
const [data, frontend] = communities as [(typeof communities)[0], (typeof communities)[0]];

const meta = {
  title: 'Community/CommunityPicker',
  component: CommunityPicker,
  args: {
    communities,
    selected: { ...frontend, is_member: true },
    session: 'authenticated',
    onSelect: fn(),
  },
} satisfies Meta<typeof CommunityPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const NotAMember: Story = { args: { selected: { ...data, is_member: false } } };
export const Visitor: Story = { args: { session: 'anonymous', selected: data } };
export const NoneChosen: Story = { args: { selected: undefined } };
export const Loading: Story = { render: () => <CommunityPickerSkeleton /> };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
