import type { Meta, StoryContext, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import { ContactUsPage } from './ContactUsPage';

const stored = { id: '6650f1a2c3d4e5f60ffff001', createdAt: '2026-11-24T10:30:00.000Z' };

/** POST /api/contact-messages as the BFF answers it: 201, no answer yet, or rate-limited. */
const messageHandlers = {
  stored: () =>
    http.post('/api/contact-messages', () => HttpResponse.json(stored, { status: 201 })),
  pending: () =>
    http.post('/api/contact-messages', async () => {
      await delay('infinite');
      return HttpResponse.json(stored, { status: 201 });
    }),
  rateLimited: () =>
    http.post('/api/contact-messages', () =>
      HttpResponse.json({ error: 'Too many requests. Please try again later.' }, { status: 429 }),
    ),
};

/** Writes a message as a seeker whose resume upload fails. */
async function sendMessage({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(canvas.getByLabelText(/^Name/), 'Kavya Reddy');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'kavya.reddy@example.in');
  await userEvent.type(canvas.getByLabelText(/^Phone/), '98450 12345');
  await userEvent.type(canvas.getByLabelText(/^Subject/), 'Resume upload fails');
  await userEvent.type(
    canvas.getByLabelText(/^Message/),
    'My PDF resume (1.2 MB) is rejected with "Upload failed" every time I try.',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
}

/** `/contact-us`: the support contact and a validated message form, stored by the BFF. */
const meta = {
  title: 'Pages/ContactUsPage',
  component: ContactUsPage,
  parameters: { layout: 'fullscreen', route: '/contact-us' },
} satisfies Meta<typeof ContactUsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Submitted empty: each required field says what it needs. */
export const MissingFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await canvas.findByText('Enter your name');
  },
};
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(messageHandlers.pending());
  },
  play: async (context) => {
    await sendMessage(context);
    await context.canvas.findByRole('button', { name: /Sending/ });
  },
};
/** Stored: a success toast and an empty form. */
export const Sent: Story = {
  beforeEach({ msw }) {
    msw.use(messageHandlers.stored());
  },
  play: async (context) => {
    await sendMessage(context);
    await context.canvas.findByText('Message sent. Thank you!');
  },
};
export const SendFailed: Story = {
  beforeEach({ msw }) {
    msw.use(messageHandlers.rateLimited());
  },
  play: async (context) => {
    await sendMessage(context);
    await context.canvas.findByText('Your message could not be sent.');
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
