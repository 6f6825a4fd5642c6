import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface RadioGroupProps<V extends string> extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'onChange'
> {
  /** What is being chosen: the group's name. */
  legend: ReactNode;
  /** The legend's id, for a group that also names itself with aria-labelledby. */
  legendId?: string;
  /** The radios' shared `name` (unique in the page: a form's useId helps). */
  name: string;
  options: ReadonlyArray<RadioOption<V>>;
  /** The chosen value; none is checked while undefined. */
  value: V | undefined;
  onChange: (value: V) => void;
  /** Shown under the choices (a hint about the current choice). */
  children?: ReactNode;
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 32px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * A small set of native radios side by side (wrapping at 360 px), named by a legend: one choice of
 * a few, controlled. The arrow keys move between the choices, as the browser does for radios.
 */
export function RadioGroup<V extends string>({
  legend,
  legendId,
  name,
  options,
  value,
  onChange,
  children,
  ...fieldsetProps
}: RadioGroupProps<V>) {
  return (
    <Fieldset {...fieldsetProps}>
      <legend id={legendId}>{legend}</legend>
      <Choices>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </Choices>
      {children}
    </Fieldset>
  );
}
