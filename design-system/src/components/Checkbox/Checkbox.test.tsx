import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    renderInTheme(<Checkbox label="Remote only" />);
    const box = screen.getByRole('checkbox', { name: 'Remote only' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Remote only'));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('announces an error', () => {
    renderInTheme(
      <Checkbox
        label="I accept the terms and conditions"
        error="Please accept the terms"
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Please accept the terms');
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the terms');
  });

  it('cannot be changed when disabled and forwards its ref', async () => {
    const ref = createRef<HTMLInputElement>();
    renderInTheme(<Checkbox ref={ref} label="Subscribe" disabled defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Subscribe' });
    expect(ref.current).toBe(box);
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });
});
