import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import { welcomeFixture, welcomeHandlers } from '../../mocks/welcomeHandlers';
import { WelcomePage } from './WelcomePage';

/** `/welcome`: the getting-started checklist (GET /api/recruiter/welcome), answered by MSW. */
const meta = {
  title: 'Pages/WelcomePage',
  component: WelcomePage,
  parameters: { layout: 'fullscreen', route: '/welcome' },
  beforeEach({ msw }) {
    msw.use(welcomeHandlers.welcome());
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingDone: Story = {};
export const PartlyDone: Story = {
  beforeEach({ msw }) {
    msw.use(welcomeHandlers.welcome(welcomeFixture(['company_profile', 'first_job'])));
  },
};
export const AllDone: Story = {
  beforeEach({ msw }) {
    msw.use(
      welcomeHandlers.welcome(
        welcomeFixture([
          'company_profile',
          'first_job',
          'prescreening',
          'resdex_search',
          'resdex_folder',
        ]),
      ),
    );
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(welcomeHandlers.welcomeLoading());
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(welcomeHandlers.welcomeFailed());
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  beforeEach({ msw }) {
    msw.use(welcomeHandlers.welcome(welcomeFixture(['company_profile'])));
  },
};
