import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { AppProviders } from '../../App';
import { contactDetailsShape, contactFields } from './ContactFields';

/** A form made of the shared fields and one more after them. */
function ContactForm({
  phoneRequired,
  onValid,
}: {
  phoneRequired: boolean;
  onValid: (values: unknown) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(
      z.object({
        ...contactDetailsShape({ phoneRequired }),
        city: z.string().check(z.minLength(1, 'Enter a city')),
      }),
    ),
    defaultValues: { name: '', email: '', phone: '', city: '' },
  });
  return (
    <form aria-label="Contact" noValidate onSubmit={handleSubmit(onValid)}>
      {contactFields({ register, errors, phoneRequired, phoneHint: '10-digit mobile number' })}
      <label>
        City
        <input {...register('city')} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm(phoneRequired: boolean) {
  const onValid = vi.fn();
  render(
    <AppProviders>
      <ContactForm phoneRequired={phoneRequired} onValid={onValid} />
    </AppProviders>,
  );
  return onValid;
}

describe('contactFields', () => {
  it('labels an optional phone as such and accepts it empty', async () => {
    const onValid = renderForm(false);
    const phone = screen.getByLabelText(/^Phone \(optional\)/);
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAccessibleDescription('10-digit mobile number');
    await userEvent.type(screen.getByLabelText(/^Name/), '  Rahul Verma ');
    await userEvent.type(screen.getByLabelText(/^Email/), 'rahul@example.com');
    await userEvent.type(screen.getByLabelText('City'), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(
        { name: 'Rahul Verma', email: 'rahul@example.com', phone: '', city: 'Pune' },
        expect.anything(),
      ),
    );
  });

  it('requires a valid mobile number when the phone is required', async () => {
    const onValid = renderForm(true);
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toBeRequired();
    expect(screen.queryByLabelText(/optional/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Rahul Verma');
    await userEvent.type(screen.getByLabelText(/^Email/), 'rahul@example.com');
    await userEvent.type(screen.getByLabelText('City'), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid 10-digit Indian mobile number'),
    );
    await vi.waitFor(() => expect(phone).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows each field’s error and focuses the first one shown, before later fields', async () => {
    renderForm(false);
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
  });
});
