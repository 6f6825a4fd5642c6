import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { useToast, type ToastOptions } from './toastContext';
import { render } from '@testing-library/react';

function Trigger(options: ToastOptions) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Notify
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('shows a success in the polite status region without blocking the page', async () => {
    renderWithTheme(
      <Trigger
        title="Job saved successfully!"
        description="Find it under Saved jobs."
        tone="success"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Job saved successfully!');
    expect(status).toHaveTextContent('Find it under Saved jobs.');
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
    // Non-blocking: the page stays usable.
    expect(screen.getByRole('button', { name: 'Notify' })).toBeEnabled();
  });

  it('announces errors in an alert region', async () => {
    renderWithTheme(<Trigger title="Failed to apply for job" tone="error" />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to apply for job');
    expect(screen.getByRole('status')).not.toHaveTextContent('Failed to apply for job');
  });

  it('closes with its close button', async () => {
    renderWithTheme(<Trigger title="Login Successful!" tone="success" />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByText('Login Successful!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Login Successful!')).not.toBeInTheDocument();
  });

  it('dismisses itself after its duration', () => {
    vi.useFakeTimers();
    renderWithTheme(
      <Trigger
        title="OTP sent to your email. Please check and verify."
        tone="info"
        duration={3000}
      />,
    );
    act(() => screen.getByRole('button', { name: 'Notify' }).click());
    expect(
      screen.getByText('OTP sent to your email. Please check and verify.'),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(
      screen.getByText('OTP sent to your email. Please check and verify.'),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(
      screen.queryByText('OTP sent to your email. Please check and verify.'),
    ).not.toBeInTheDocument();
  });

  it('stays while hovered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithTheme(
      <Trigger title="Application submitted successfully!" tone="success" duration={1000} />,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.hover(screen.getByText('Application submitted successfully!'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Application submitted successfully!')).toBeInTheDocument();
    await user.unhover(screen.getByText('Application submitted successfully!'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Application submitted successfully!')).not.toBeInTheDocument();
  });

  it('stacks several toasts, oldest dropped beyond the limit', async () => {
    function Many() {
      const { toast } = useToast();
      return (
        <button
          type="button"
          onClick={() =>
            ['One', 'Two', 'Three', 'Four', 'Five'].forEach((title) =>
              toast({ title, tone: 'info' }),
            )
          }
        >
          Many
        </button>
      );
    }
    renderWithTheme(<Many />);
    await userEvent.click(screen.getByRole('button', { name: 'Many' }));
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    for (const title of ['Two', 'Three', 'Four', 'Five'])
      expect(screen.getByText(title)).toBeInTheDocument();
  });

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger title="x" />)).toThrow(
      'useToast() must be used inside <ToastProvider>',
    );
  });
});
