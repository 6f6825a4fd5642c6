import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Modal } from './Modal';

function ApplyDialog({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apply for job
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Apply to Frontend Engineer"
        description="Your profile and resume will be shared with the recruiter."
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button">Submit application</button>
          </>
        }
      >
        <label>
          Cover note
          <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<ApplyDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title and described, rendered into document.body', async () => {
    const { container } = renderWithTheme(<ApplyDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply for job' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to Frontend Engineer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'Your profile and resume will be shared with the recruiter.',
    );
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('moves focus inside and traps Tab and Shift+Tab', async () => {
    renderWithTheme(<ApplyDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply for job' }));
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Cover note' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const submit = within(dialog).getByRole('button', { name: 'Submit application' });
    expect(input).toHaveFocus();

    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(submit).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(submit).toHaveFocus();
    close.focus();
    await userEvent.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    renderWithTheme(<ApplyDialog onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Apply for job' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and returns focus to the opener', async () => {
    renderWithTheme(<ApplyDialog />);
    const opener = screen.getByRole('button', { name: 'Apply for job' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <Modal open onClose={onClose} title="Filters">
        <p>Inside</p>
      </Modal>,
    );
    await userEvent.click(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = document.querySelector('[data-modal-backdrop]');
    if (!(backdrop instanceof HTMLElement)) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('focuses the dialog itself when the close button is its only control', () => {
    renderWithTheme(
      <Modal open onClose={() => {}} title="Saved">
        <p>Job saved successfully!</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
  });
});
