import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mswServer, recordRequests } from '@rozgar/design-system/remote-kit/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { storedMessage } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { renderShell } from '../../testing/renderShell';
import { ContactUsPage } from './ContactUsPage';

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText(/^Name/), 'Rahul Verma');
  await userEvent.type(screen.getByLabelText(/^Email/), 'rahul@example.com');
  await userEvent.type(screen.getByLabelText(/^Subject/), 'Cannot upload my resume');
  await userEvent.type(
    screen.getByLabelText(/^Message/),
    'The upload button does nothing when I pick a PDF.',
  );
}

describe('ContactUsPage', () => {
  it('shows the support contact from configuration', () => {
    renderShell(<ContactUsPage />, { url: '/contact-us' });
    const support = screen.getByRole('complementary', { name: 'Support' });
    expect(support).toHaveTextContent('+91 80 4000 1234');
    expect(support).toHaveTextContent('support@rozgar.example');
    expect(support).toHaveTextContent('10:00 AM – 6:00 PM, Mon – Sat');
  });

  it('explains each invalid field and sends nothing', async () => {
    const api = recordRequests();
    renderShell(<ContactUsPage />, { url: '/contact-us' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Phone/), '12345');
    await userEvent.type(screen.getByLabelText(/^Message/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 10-digit Indian mobile number')).toBeInTheDocument();
    expect(screen.getByText('Enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Write at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('says an empty (or blank) Message next to it, as every other required field', async () => {
    const api = recordRequests();
    renderShell(<ContactUsPage />, { url: '/contact-us' });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Rahul Verma');
    await userEvent.type(screen.getByLabelText(/^Email/), 'rahul@example.com');
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Cannot upload my resume');
    await userEvent.type(screen.getByLabelText(/^Message/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const message = screen.getByLabelText(/^Message/);
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Write your message');
    expect(screen.getByText('Write your message')).toBeVisible();
    await vi.waitFor(() => expect(message).toHaveFocus());
    expect(api.calls).toEqual([]);
  });

  it('moves the focus to the first invalid field on a refused submit', async () => {
    renderShell(<ContactUsPage />, { url: '/contact-us' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());

    await fillValidForm();
    await userEvent.clear(screen.getByLabelText(/^Subject/));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription('Enter a subject');
    await vi.waitFor(() => expect(screen.getByLabelText(/^Subject/)).toHaveFocus());
  });

  it('keeps an error until the next submit, then drops the ones fixed', async () => {
    renderShell(<ContactUsPage />, { url: '/contact-us' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Rahul Verma');
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.queryByText('Enter your name')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('reads "Sending..." and is busy while the message is on its way', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mswServer.use(
      http.post('/api/contact-messages', async () => {
        await answered;
        return HttpResponse.json(storedMessage, { status: 201 });
      }),
    );
    renderShell(<ContactUsPage />, { url: '/contact-us' });
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('button', { name: 'Send message' })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('posts a valid message, confirms with a toast and clears the form', async () => {
    mswServer.use(handlers.messageStored());
    const api = recordRequests();
    renderShell(<ContactUsPage />, { url: '/contact-us' });
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent. Thank you!')).toBeInTheDocument();
    expect(api.calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/contact-messages',
    ]);
    expect(api.calls[0]!.body).toEqual({
      name: 'Rahul Verma',
      email: 'rahul@example.com',
      subject: 'Cannot upload my resume',
      message: 'The upload button does nothing when I pick a PDF.',
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('sends the phone number only when one is given, trimmed', async () => {
    mswServer.use(handlers.messageStored());
    const api = recordRequests();
    renderShell(<ContactUsPage />, { url: '/contact-us' });
    await fillValidForm();
    await userEvent.type(screen.getByLabelText(/^Phone/), ' 98450 12345 ');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Message sent. Thank you!');
    expect(api.bodiesOf('POST', '/api/contact-messages')[0]).toMatchObject({
      phone: '98450 12345',
    });
  });

  it('shows the server’s reason when the message is refused, keeping what was typed', async () => {
    mswServer.use(handlers.messageRefused());
    renderShell(<ContactUsPage />, { url: '/contact-us' });
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message could not be sent.')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Rahul Verma');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('rahul@example.com');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Cannot upload my resume');
    expect(screen.getByLabelText(/^Message/)).toHaveValue(
      'The upload button does nothing when I pick a PDF.',
    );
  });
});
