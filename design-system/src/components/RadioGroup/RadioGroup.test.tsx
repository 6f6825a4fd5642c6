import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '../../test/render';
import { RadioGroup } from './RadioGroup';

const FREQUENCIES = [
  { value: 'instant', label: 'Instant' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
] as const;
type Frequency = (typeof FREQUENCIES)[number]['value'];

function Frequencies({ initial }: { initial?: Frequency }) {
  const [value, setValue] = useState<Frequency | undefined>(initial);
  return (
    <RadioGroup
      legend="Frequency"
      name="frequency"
      options={FREQUENCIES}
      value={value}
      onChange={setValue}
    >
      <p>Chosen: {value ?? 'nothing'}</p>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend, with the value checked and what follows the choices', () => {
    renderInTheme(<Frequencies initial="daily" />);
    const group = screen.getByRole('group', { name: 'Frequency' });
    expect(group).toContainElement(screen.getByRole('radio', { name: 'Daily' }));
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Instant' })).not.toBeChecked();
    expect(screen.getByText('Chosen: daily')).toBeInTheDocument();
  });

  it('changes by a click on a label and by the arrow keys', async () => {
    const user = userEvent.setup();
    renderInTheme(<Frequencies />);
    expect(
      screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(0);
    await user.click(screen.getByText('Instant'));
    expect(screen.getByText('Chosen: instant')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Daily' })).toHaveFocus();
    expect(screen.getByText('Chosen: daily')).toBeInTheDocument();
  });

  it('passes its role and names on to the fieldset', () => {
    renderInTheme(
      <RadioGroup
        role="radiogroup"
        aria-labelledby="q1"
        aria-required
        legend="Can you join within 30 days?"
        legendId="q1"
        name="answer-q1"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        value={undefined}
        onChange={() => {}}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Can you join within 30 days?' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});
