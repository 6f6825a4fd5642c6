import type { Meta, StoryContext, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import { fn, within } from 'storybook/test';
import { COUNSELLORS } from '../counsellors';
import { BookSessionModal } from './BookSessionModal';
import { indiaDate } from './indiaDate';

const stored = { id: '6650f1a2c3d4e5f60ffff101', createdAt: '2026-11-24T10:30:00.000Z' };

/** POST /api/counselling-requests as the BFF answers it. */
const requestHandlers = {
  stored: () =>
    http.post('/api/counselling-requests', () => HttpResponse.json(stored, { status: 201 })),
  pending: () =>
    http.post('/api/counselling-requests', async () => {
      await delay('infinite');
      return HttpResponse.json(stored, { status: 201 });
    }),
  rateLimited: () =>
    http.post('/api/counselling-requests', () =>
      HttpResponse.json({ error: 'Too many requests. Please try again later.' }, { status: 429 }),
    ),
};

/** Fills in the request as a final-year student would (the dialog renders outside the canvas). */
async function requestSession({
  userEvent,
  canvasElement,
}: Pick<StoryContext, 'userEvent' | 'canvasElement'>) {
  const dialog = within(canvasElement.ownerDocument.body);
  await userEvent.type(dialog.getByLabelText(/^Name/), 'Arjun Mehta');
  await userEvent.type(dialog.getByLabelText(/^Email/), 'arjun.mehta@example.in');
  await userEvent.type(dialog.getByLabelText(/^Phone/), '91234 56789');
  await userEvent.type(dialog.getByLabelText(/^Preferred date/), indiaDate(7));
  await userEvent.selectOptions(dialog.getByLabelText(/^Topic/), dialog.getAllByRole('option')[1]!);
  await userEvent.click(dialog.getByRole('button', { name: 'Request session' }));
  return dialog;
}

/** The Book a Session request form: validated here and by the BFF, stored as a request. */
const meta = {
  title: 'Services/BookSessionModal',
  component: BookSessionModal,
  parameters: { route: '/career-counselling' },
  args: { counsellor: COUNSELLORS[0]!, onClose: fn() },
} satisfies Meta<typeof BookSessionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithTheOtherCounsellor: Story = { args: { counsellor: COUNSELLORS[1]! } };
/** No counsellor chosen: nothing shows. */
export const Closed: Story = { args: { counsellor: null } };
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(requestHandlers.pending());
  },
  play: async (context) => {
    await requestSession(context);
  },
};
export const Requested: Story = {
  beforeEach({ msw }) {
    msw.use(requestHandlers.stored());
  },
  play: async (context) => {
    const page = await requestSession(context);
    await page.findByText('Session requested!');
  },
};
export const RequestFailed: Story = {
  beforeEach({ msw }) {
    msw.use(requestHandlers.rateLimited());
  },
  play: async (context) => {
    const page = await requestSession(context);
    await page.findByText('Your request could not be sent.');
  },
};
