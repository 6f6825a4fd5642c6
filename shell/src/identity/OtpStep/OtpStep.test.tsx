import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../App';
import { OtpStep, type OtpStepProps } from './OtpStep';

function renderOtpStep(props: Partial<OtpStepProps> = {}) {
  const callbacks = {
    onSubmit: vi.fn(async () => {}),
    onResend: vi.fn(async () => {}),
    onBack: vi.fn(),
  };
  render(
    <AppProviders>
      <OtpStep
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
    expect(onSubmit).toHaveBeenCalledWith('090807');
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Verify OTP' })).toBeEnabled();
  });

  it('stops on extra fields that do not validate', async () => {
    const validateExtra = vi.fn(() => false);
    const { onSubmit } = renderOtpStep({ validateExtra });
    await userEvent.type(screen.getByLabelText(/^OTP/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(validateExtra).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('resends and goes back on request, and shows a server failure as an alert', async () => {
    const { onResend, onBack } = renderOtpStep({ failure: 'Invalid OTP. Please try again.' });
    expect(screen.getByText('Invalid OTP. Please try again.')).toHaveAttribute('role', 'alert');
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Signup' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
