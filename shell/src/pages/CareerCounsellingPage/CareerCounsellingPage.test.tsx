import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mswServer, recordRequests } from '@rozgar/design-system/remote-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { renderShell } from '../../testing/renderShell';
import { formatSessionDate, indiaDate } from './BookSessionModal/indiaDate';
import { CareerCounsellingPage } from './CareerCounsellingPage';

function renderPage(url = '/career-counselling') {
  return renderShell(
    <Routes>
      <Route path="/career-counselling" element={<CareerCounsellingPage />} />
      <Route path="*" element={<p>another page</p>} />
    </Routes>,
    { url },
  );
}

async function openBooking(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Book a Session with ${name}` }));
  return screen.getByRole('dialog', { name: `Book a session with ${name}` });
}

async function fillBooking(dialog: HTMLElement, date: string) {
  await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Ananya Rao');
  await userEvent.type(within(dialog).getByLabelText(/^Email/), 'ananya@example.com');
  await userEvent.type(within(dialog).getByLabelText(/^Phone/), '98450 12345');
  await userEvent.type(within(dialog).getByLabelText(/^Preferred date/), date);
  await userEvent.selectOptions(within(dialog).getByLabelText(/^Topic/), 'Higher studies');
}

describe('CareerCounsellingPage', () => {
  it('shows two counsellors, each with Book a Session', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Dr. Meera Iyer',
      'Rohit Deshpande',
    ]);
    expect(screen.getAllByRole('button', { name: /^Book a Session/ })).toHaveLength(2);
  });

  it('validates the booking form before sending anything', async () => {
    const api = recordRequests();
    renderPage();
    const dialog = await openBooking('Rohit Deshpande');
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request session' }));
    expect(within(dialog).getByText('Enter your name')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter a valid 10-digit Indian mobile number'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a date')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a topic')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends a valid request for the chosen counsellor, confirms with a toast and closes', async () => {
    mswServer.use(handlers.sessionRequested());
    const api = recordRequests();
    renderPage();
    const dialog = await openBooking('Dr. Meera Iyer');
    const date = indiaDate(5);
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Ananya Rao');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'ananya@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '98450 12345');
    await userEvent.type(within(dialog).getByLabelText(/^Preferred date/), date);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Topic/), 'Higher studies');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request session' }));

    expect(await screen.findByText('Session requested!')).toBeInTheDocument();
    // the date as words, not as the field's 2026-09-05
    expect(
      screen.getByText(
        `Dr. Meera Iyer's team will call you to confirm a time on ${formatSessionDate(date)}.`,
      ),
    ).toBeInTheDocument();
    expect(formatSessionDate(date)).toMatch(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/counselling-requests',
    ]);
    expect(api.calls[0]!.body).toEqual({
      counsellor: 'Dr. Meera Iyer',
      name: 'Ananya Rao',
      email: 'ananya@example.com',
      phone: '98450 12345',
      preferredDate: date,
      topic: 'Higher studies',
      message: '',
    });
  });

  it('moves the focus to the first invalid field of the booking form', async () => {
    renderPage();
    const dialog = await openBooking('Rohit Deshpande');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request session' }));
    await vi.waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus());

    await fillBooking(dialog, indiaDate(2));
    await userEvent.clear(within(dialog).getByLabelText(/^Phone/));
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request session' }));
    const phone = within(dialog).getByLabelText(/^Phone/);
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid 10-digit Indian mobile number'),
    );
    await vi.waitFor(() => expect(phone).toHaveFocus());
  });

  it('shows the server’s reason when the request is refused, keeping the dialog and what was typed', async () => {
    mswServer.use(handlers.sessionRefused());
    renderPage();
    const dialog = await openBooking('Rohit Deshpande');
    const date = indiaDate(7);
    await fillBooking(dialog, date);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request session' }));
    expect(await screen.findByText('Your request could not be sent.')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Book a session with Rohit Deshpande' })).toBe(
      dialog,
    );
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Ananya Rao');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('ananya@example.com');
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveValue('98450 12345');
    expect(within(dialog).getByLabelText(/^Preferred date/)).toHaveValue(date);
    expect(within(dialog).getByLabelText(/^Topic/)).toHaveValue('Higher studies');
    expect(within(dialog).getByRole('button', { name: 'Request session' })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('Cancel closes the dialog and forgets what was typed', async () => {
    renderPage();
    let dialog = await openBooking('Dr. Meera Iyer');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Ananya Rao');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request session' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openBooking('Rohit Deshpande');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(dialog).queryByText('Choose a topic')).not.toBeInTheDocument();
  });

  it('refuses a date in the past', async () => {
    renderPage();
    const dialog = await openBooking('Dr. Meera Iyer');
    await userEvent.type(within(dialog).getByLabelText(/^Preferred date/), indiaDate(-3));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request session' }));
    expect(within(dialog).getByText('Choose today or a later date')).toBeInTheDocument();
  });

  it('Back to Services leaves the page', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Services' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/services$/);
  });
});
