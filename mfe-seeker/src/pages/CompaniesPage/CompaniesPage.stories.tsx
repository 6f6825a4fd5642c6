import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { signedInAs } from '../../../../.storybook/session';
import { directoryPage } from '../../mocks/companyFixtures';
import { handlers } from '../../mocks/handlers';
import { CompaniesPage } from './CompaniesPage';

/** `/companies`: categories, filters, cards split by the banner, pager, browse tabs (MSW here). */
const meta = {
  title: 'Pages/CompaniesPage',
  component: CompaniesPage,
  parameters: { layout: 'fullscreen', route: '/companies?location=Bengaluru&page=2' },
  beforeEach({ msw }) {
    msw.use(handlers.directory(), handlers.categories());
    return signedInAs(null);
  },
} satisfies Meta<typeof CompaniesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Directory: Story = {};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.directoryLoading(), handlers.pending('get', '/api/companies/highlights'));
  },
};
export const NothingFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.directory(() => directoryPage(0, 1)));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.directoryDown());
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
