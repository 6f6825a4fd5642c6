import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { directoryFacets } from '../../mocks/companyFixtures';
import { emptyDirectorySearch } from '../directorySearch';
import { BrowseTabs } from './BrowseTabs';

/** Companies by type, by industry and by location: link lists that apply the filter. */
const meta = {
  title: 'Companies/BrowseTabs',
  component: BrowseTabs,
  args: { facets: directoryFacets, search: emptyDirectorySearch() },
} satisfies Meta<typeof BrowseTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByType: Story = {};
export const NothingToBrowse: Story = {
  args: { facets: { ...directoryFacets, type: [] } },
};
