import styled from 'styled-components';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  > span {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Chip = styled.button`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export interface ChipGroupProps {
  /** The group's visible name. */
  label: string;
  options: readonly string[];
  /** Which options are pressed. */
  isPressed: (option: string) => boolean;
  onToggle: (option: string) => void;
}

/** A labelled row of toggle buttons (`aria-pressed`): the page decides what a press does. */
export function ChipGroup({ label, options, isPressed, onToggle }: ChipGroupProps) {
  const id = `chips-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Group role="group" aria-labelledby={id}>
      <span id={id}>{label}</span>
      <div>
        {options.map((option) => (
          <Chip
            key={option}
            type="button"
            aria-pressed={isPressed(option)}
            onClick={() => onToggle(option)}
          >
            {option}
          </Chip>
        ))}
      </div>
    </Group>
  );
}
