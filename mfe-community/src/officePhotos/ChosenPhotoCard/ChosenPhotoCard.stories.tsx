import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import type { ChosenPhoto } from '../chosenPhotos';
import { ChosenPhotoCard } from './ChosenPhotoCard';

/** One photo chosen on /add-office-photos: preview, caption, and how its upload goes. */
const preview = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" fill="#9fb8e0"/></svg>',
)}`;

const photo: ChosenPhoto = {
  key: 'story',
  file: new File([new Uint8Array(180_000)], 'cafeteria.jpg', { type: 'image/jpeg' }),
  preview,
  caption: '',
  state: 'ready',
  progress: 0,
};

const meta = {
  title: 'OfficePhotos/ChosenPhotoCard',
  component: ChosenPhotoCard,
  args: { photo, onCaption: fn(), onRemove: fn() },
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, maxWidth: 640 }}>
      <ChosenPhotoCard {...args} />
    </ul>
  ),
} satisfies Meta<typeof ChosenPhotoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Captioned: Story = {
  args: { photo: { ...photo, caption: 'Lunch on the 4th floor' } },
};
export const Uploading: Story = {
  args: { photo: { ...photo, state: 'uploading', progress: 0.45 } },
};
export const Uploaded: Story = { args: { photo: { ...photo, state: 'done', progress: 1 } } };
export const Refused: Story = {
  args: {
    photo: {
      ...photo,
      state: 'failed',
      error: 'The photo must be a PNG, JPEG, WebP or GIF image',
    },
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
