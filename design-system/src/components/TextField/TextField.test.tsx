import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '../../test/render';
import { TextArea, TextField } from './TextField';

describe('TextField', () => {
  it('associates the label with the input', async () => {
    renderInTheme(<TextField label="Email address" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'asha@example.com');
    expect(input).toHaveValue('asha@example.com');
  });

  it('describes the input with its hint', () => {
    renderInTheme(<TextField label="Expected salary" hint="In lakhs per year" />);
    expect(screen.getByRole('textbox', { name: 'Expected salary' })).toHaveAccessibleDescription(
      'In lakhs per year',
    );
  });

  it('marks an error as invalid and announces it alongside the hint', () => {
    renderInTheme(
      <TextField label="Email" hint="We never share it" error="Enter a valid e-mail address" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid e-mail address');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
  });

  it('is valid without an error', () => {
    renderInTheme(<TextField label="City" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a required marker that is not part of the accessible name', () => {
    renderInTheme(<TextField label="Full name" required />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('works with react-hook-form style register() spreading (name, ref, onChange, onBlur)', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const ref = createRef<HTMLInputElement>();
    const registered = { name: 'email', ref, onChange, onBlur };
    renderInTheme(<TextField label="Email" {...registered} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'a');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('keeps a caller id and aria-describedby', () => {
    function WithExternalHelp() {
      const ref = useRef<HTMLInputElement>(null);
      return (
        <>
          <p id="password-rules">At least 8 characters</p>
          <TextField
            ref={ref}
            id="password"
            label="Password"
            type="password"
            aria-describedby="password-rules"
            error="Too short"
          />
        </>
      );
    }
    renderInTheme(<WithExternalHelp />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('id', 'password');
    expect(input).toHaveAccessibleDescription('At least 8 characters Too short');
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line field with error', async () => {
    renderInTheme(<TextArea label="Job description" error="Description is required" />);
    const area = screen.getByRole('textbox', { name: 'Job description' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('Description is required');
    await userEvent.type(area, 'Line one{enter}Line two');
    expect(area).toHaveValue('Line one\nLine two');
  });
});
