import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { directoryFacets } from '../../mocks/companyFixtures';
import { emptyDirectorySearch, parseDirectorySearch } from '../directorySearch';
import { DirectoryFilters } from './DirectoryFilters';

/** The directory's filter sidebar: each group with counts, 3 options until "+ N more". */
const meta = {
  title: 'Companies/DirectoryFilters',
  component: DirectoryFilters,
  args: {
    facets: directoryFacets,
    search: emptyDirectorySearch(),
    onToggle: fn(),
    onPosted: fn(),
    onClearAll: fn(),
  },
} satisfies Meta<typeof DirectoryFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const Chosen: Story = {
  args: {
    search: parseDirectorySearch(
      new URLSearchParams('location=Chennai,Bengaluru&type=mncs&posted=7'),
    ),
  },
};
export const Loading: Story = { args: { facets: null } };
