import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import { handlers } from '../../mocks/handlers';
import { ShareInterviewExperiencePage } from './ShareInterviewExperiencePage';

/** `/share-interview-experience`: suggestions from GET /api/reviews/search, stored by POST /api/interview-experiences (MSW). */
const meta = {
  title: 'Pages/ShareInterviewExperiencePage',
  component: ShareInterviewExperiencePage,
  parameters: { layout: 'fullscreen', route: '/share-interview-experience' },
} satisfies Meta<typeof ShareInterviewExperiencePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A job seeker: pick or type a company, fill in the interview, share. */
export const Ready: Story = {
  beforeEach({ msw }) {
    msw.use(...handlers.reviewsApi(), ...handlers.interviewExperiencesApi());
    return signedInAs(SEEKER);
  },
};
/** A visitor may fill it in; sharing asks them to log in first. */
export const Visitor: Story = {
  beforeEach({ msw }) {
    msw.use(...handlers.reviewsApi(), ...handlers.interviewExperiencesApi({ loggedIn: false }));
    return signedInAs(null);
  },
};
/** Opened from a company's reviews page: the company is filled in. */
export const ForACompany: Story = {
  ...Ready,
  parameters: {
    route: '/share-interview-experience?company_id=6650f1a2c3d4e5f602220001&company=Infosys',
  },
};
export const Phone360: Story = {
  ...Ready,
  globals: { viewport: { value: 'phone360' } },
};
