import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn, screen } from 'storybook/test';
import { company } from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import { NewCompanyDialog } from './NewCompanyDialog';

/** "New company…" on Post a Job: the required fields of a company, created through MSW here. */
const meta = {
  title: 'Companies/NewCompanyDialog',
  component: NewCompanyDialog,
  args: { open: true, onClose: fn(), onCreated: fn() },
  beforeEach({ msw }) {
    msw.use(handlers.companyCreated(company));
  },
} satisfies Meta<typeof NewCompanyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Create company with nothing filled in: the button names what is missing. */
export const MissingFields: Story = {
  play: async ({ userEvent }) => {
    // The dialog is rendered into document.body, outside the story's canvas.
    await userEvent.click(await screen.findByRole('button', { name: 'Create company' }));
  },
};
/** The server refuses the company: once filled in and sent, the dialog stays open with its reason. */
export const ServerRefuses: Story = {
  beforeEach({ msw }) {
    msw.use(
      failure('post', '/api/companies', 409, {
        error: 'A company with this name already exists in your account',
      }),
    );
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
