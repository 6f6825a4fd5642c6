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

  it('shows at most 3, the oldest dropped first', async () => {
    function Many() {
      const { toast } = useToast();
      return (
        <button
          type="button"
          onClick={() =>
            ['One', 'Two', 'Three', 'Four', 'Five'].forEach((title) =>
              toast({ title, tone: 'info', kind: title }),
            )
          }
        >
          Many
        </button>
      );
    }
    renderWithTheme(<Many />);
    await userEvent.click(screen.getByRole('button', { name: 'Many' }));
    for (const title of ['One', 'Two']) expect(screen.queryByText(title)).not.toBeInTheDocument();
    for (const title of ['Three', 'Four', 'Five'])
      expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
  });

  it("replaces a caller's older toast with its newer one, whatever the tone", async () => {
    function LoginOutcome() {
      const { toast } = useToast();
      return (
        <>
          <button
            type="button"
            onClick={() => toast({ tone: 'error', title: 'Login Failed: Invalid credentials' })}
          >
            Fail
          </button>
          <button
            type="button"
            onClick={() => toast({ tone: 'success', title: 'Login Successful!' })}
          >
            Succeed
          </button>
        </>
      );
    }
    renderWithTheme(<LoginOutcome />);
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Login Failed: Invalid credentials');
    await userEvent.click(screen.getByRole('button', { name: 'Succeed' }));
    expect(screen.getByRole('status')).toHaveTextContent('Login Successful!');
    expect(screen.queryByText('Login Failed: Invalid credentials')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
  });

  it('keeps toasts of different callers side by side, and one of each kind', async () => {
    function Saver({ label, kind }: { label: string; kind?: string }) {
      const { toast } = useToast();
      return (
        <button
          type="button"
          onClick={() => toast({ tone: 'success', title: `${label} done`, kind })}
        >
          {label}
        </button>
      );
    }
    renderWithTheme(
      <>
        <Saver label="Save" />
        <Saver label="Apply" />
        <Saver label="Follow" kind="shared" />
        <Saver label="Unfollow" kind="shared" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Save done')).toBeInTheDocument();
    expect(screen.getByText('Apply done')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(screen.queryByText('Follow done')).not.toBeInTheDocument();
    expect(screen.getByText('Unfollow done')).toBeInTheDocument();
  });

  it('shows the very same message once however many callers send it', async () => {
    function Saved() {
      const { toast } = useToast();
      return (
        <button
          type="button"
          onClick={() => toast({ tone: 'success', title: 'Job saved successfully!' })}
        >
          Save
        </button>
      );
    }
    renderWithTheme(
      <>
        <Saved />
        <Saved />
      </>,
    );
    for (const button of screen.getAllByRole('button', { name: 'Save' }))
      await userEvent.click(button);
    expect(screen.getAllByText('Job saved successfully!')).toHaveLength(1);
  });

  it('closes each toast by its own labelled close button', async () => {
    function Two() {
      const { toast } = useToast();
      return (
        <button
          type="button"
          onClick={() => {
            toast({ tone: 'success', title: 'First', kind: 'a' });
            toast({ tone: 'error', title: 'Second', kind: 'b' });
          }}
        >
          Two
        </button>
      );
    }
    renderWithTheme(<Two />);
    await userEvent.click(screen.getByRole('button', { name: 'Two' }));
    const [closeFirst] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    await userEvent.click(closeFirst!);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger title="x" />)).toThrow(
      'useToast() must be used inside <ToastProvider>',
    );
  });
});
