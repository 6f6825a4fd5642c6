import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen, userEvent, within } from 'storybook/test';
import { officePhotosHandlers } from '../../mocks/officePhotosHandlers';
import { hdfcBank } from '../../mocks/reviewFixtures';
import { OfficePhotos } from './OfficePhotos';

/** A company's office photos from GET /api/companies/:id/photos (MSW), with their lightbox. */
const meta = {
  title: 'EmployeeReviews/OfficePhotos',
  component: OfficePhotos,
  args: { companyId: hdfcBank.id, companyName: hdfcBank.name },
} satisfies Meta<typeof OfficePhotos>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  beforeEach({ msw }) {
    msw.use(officePhotosHandlers.officePhotos());
  },
};
/** A thumbnail opened: the lightbox, its caption and the previous / next buttons. */
export const Lightbox: Story = {
  ...Gallery,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Open photo 1 of 3/ }));
    await expect(await screen.findByRole('dialog', { name: 'Photo 1 of 3' })).toBeVisible();
  },
};
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(officePhotosHandlers.officePhotos([]));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(officePhotosHandlers.officePhotosLoading());
  },
};
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(officePhotosHandlers.officePhotosDown());
  },
};
export const Phone360: Story = { ...Gallery, globals: { viewport: { value: 'phone360' } } };
