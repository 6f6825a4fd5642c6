import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { companyId, officePhoto } from '../../mocks/companyFixtures';
import { handlers } from '../../mocks/handlers';
import { OfficePhotoStrip } from './OfficePhotoStrip';

const id = companyId(1);

/** A company's latest office photos. */
const meta = {
  title: 'Companies/OfficePhotoStrip',
  component: OfficePhotoStrip,
  args: { companyId: id, companyName: 'Acme Analytics' },
  beforeEach({ msw }) {
    msw.use(
      handlers.photos(
        id,
        Array.from({ length: 8 }, (_, index) => officePhoto(1, index + 1)),
      ),
    );
  },
} satisfies Meta<typeof OfficePhotoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photos: Story = {};
export const NoPhotos: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.photos(id));
  },
};
