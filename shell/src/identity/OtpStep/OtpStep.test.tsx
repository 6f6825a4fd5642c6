import { TextField } from '@rozgar/design-system';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { AppProviders } from '../../App';
import { OtpStep, type OtpExtraFields, type OtpStepProps } from './OtpStep';

function renderOtpStep<Extra extends FieldValues = Record<never, never>>(
  props: Partial<OtpStepProps<Extra>> = {},
) {
  const callbacks = {
    onSubmit: vi.fn(async () => {}),
    onResend: vi.fn(async () => {}),
    onBack: vi.fn(),
  };
  render(
    <AppProviders>
      <OtpStep<Extra>
        heading="Verify Email"
        email="asha@example.com"
        submitLabel="Verify OTP"
        pendingLabel="Verifying..."
        backLabel="Back to Signup"
        {...callbacks}
        {...props}
      />
    </AppProviders>,
  );
  return callbacks;
}

/** One extra field, "Note", that must not be empty. */
const noteField: OtpExtraFields<{ note: string }> = {
  schema: z.object({ note: z.string().check(z.minLength(1, 'Please write a note')) }),
  defaultValues: { note: '' },
  render: ({ register, errors }) => (
    <TextField label="Note" error={errors.note?.message} {...register('note')} />
  ),
};

describe('OtpStep', () => {
  it('takes the focus on its heading and names the address the code went to', async () => {
    renderOtpStep();
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Verify Email' })).toHaveFocus(),
    );
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
  });

  it('passes a well-formed code on, shows the pending label meanwhile', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderOtpStep({ onSubmit });
    await userEvent.type(screen.getByLabelText(/^OTP/), '090807');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('090807', {});
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Verify OTP' })).toBeEnabled();
  });

  it('stops on extra fields that do not validate, focusing the first invalid one', async () => {
    const { onSubmit } = renderOtpStep({ extra: noteField });
    await userEvent.type(screen.getByLabelText(/^OTP/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const note = screen.getByLabelText(/^Note/);
    expect(note).toHaveAccessibleDescription('Please write a note');
    await vi.waitFor(() => expect(note).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(note, 'from my phone');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(onSubmit).toHaveBeenCalledWith('123456', { note: 'from my phone' });
  });

  it('shows the code and the extra fields’ errors together, focusing the code first', async () => {
    const { onSubmit } = renderOtpStep({ extra: noteField });
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByLabelText(/^OTP/)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the OTP sent to your email.'),
    );
    expect(screen.getByLabelText(/^Note/)).toHaveAccessibleDescription('Please write a note');
    await vi.waitFor(() => expect(screen.getByLabelText(/^OTP/)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives back what the extra fields hold when going back', async () => {
    const { onBack } = renderOtpStep({
      extra: { ...noteField, defaultValues: { note: 'kept' } },
    });
    expect(screen.getByLabelText(/^Note/)).toHaveValue('kept');
    await userEvent.type(screen.getByLabelText(/^Note/), ' and more');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Signup' }));
    expect(onBack).toHaveBeenCalledWith({ note: 'kept and more' });
  });

  it('resends and goes back on request, and shows a server failure as an alert', async () => {
    const { onResend, onBack } = renderOtpStep({
      failure: 'Invalid OTP. Please try again.',
      codeSentAt: Date.now() - 30_000,
    });
    expect(screen.getByText('Invalid OTP. Please try again.')).toHaveAttribute('role', 'alert');
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Signup' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('counts 30 s down on a disabled Resend OTP after a code went out, then again after a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { onResend } = renderOtpStep();
      expect(screen.getByRole('button', { name: 'Resend OTP in 30 s' })).toBeDisabled();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: 'Resend OTP in 29 s' })).toBeDisabled();
      act(() => vi.advanceTimersByTime(28_000));
      expect(screen.getByRole('button', { name: 'Resend OTP in 1 s' })).toBeDisabled();
      act(() => vi.advanceTimersByTime(1000));
      await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
      expect(onResend).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole('button', { name: 'Resend OTP in 30 s' })).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts from when the code was sent, and does not count again when no code went out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onResend = vi.fn(async () => false);
      renderOtpStep({ codeSentAt: Date.now() - 25_000, onResend });
      expect(screen.getByRole('button', { name: 'Resend OTP in 5 s' })).toBeDisabled();
      act(() => vi.advanceTimersByTime(5000));
      await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
      expect(onResend).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });
});
