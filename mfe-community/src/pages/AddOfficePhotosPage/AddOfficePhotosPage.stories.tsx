import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import { handlers } from '../../mocks/handlers';
import { officePhotosHandlers } from '../../mocks/officePhotosHandlers';
import { hdfcBank } from '../../mocks/reviewFixtures';
import { AddOfficePhotosPage } from './AddOfficePhotosPage';

/**
 * `/add-office-photos`: suggestions from GET /api/reviews/search, each photo stored by POST
 * /api/companies/:id/photos (MSW).
 */
const meta = {
  title: 'Pages/AddOfficePhotosPage',
  component: AddOfficePhotosPage,
  parameters: { layout: 'fullscreen', route: '/add-office-photos' },
} satisfies Meta<typeof AddOfficePhotosPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A job seeker: pick the company, choose photos, caption them, upload. */
export const Ready: Story = {
  beforeEach({ msw }) {
    msw.use(...handlers.reviewsApi(), officePhotosHandlers.officePhotoUploads());
    return signedInAs(SEEKER);
  },
};
/** Opened from a company's page: the company is already picked. */
export const CompanyPicked: Story = {
  ...Ready,
  parameters: {
    route: `/add-office-photos?company_id=${hdfcBank.id}&company=HDFC+Bank`,
  },
};
/** A visitor is asked to log in first. */
export const Visitor: Story = {
  beforeEach({ msw }) {
    msw.use(...handlers.reviewsApi(), officePhotosHandlers.officePhotoUploads({ loggedIn: false }));
    return signedInAs(null);
  },
};
export const Phone360: Story = {
  ...Ready,
  globals: { viewport: { value: 'phone360' } },
};
