import { Checkbox } from '@rozgar/design-system';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { DirectoryFacetOption } from '../companiesApi';

/** Options a group shows until "+ N more" expands it (docs/product/companies.md#companies-directory). */
const VISIBLE_OPTIONS = 3;

const Group = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} 0 0`};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  min-width: 0;
  legend {
    float: left;
    width: 100%;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Options = styled.ul`
  clear: both;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const RadioRow = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 3px 0 0;
    flex-shrink: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const MoreButton = styled.button`
  min-height: 32px;
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border: none;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export interface FacetGroupProps {
  label: string;
  options: ReadonlyArray<DirectoryFacetOption>;
  /** The chosen values. */
  selected: ReadonlyArray<string>;
  /** Checkboxes (several values) or radios (one, with "Any time" for none). */
  kind: 'checkbox' | 'radio';
  onToggle: (value: string) => void;
  /** Radios only: choosing "Any time". */
  onClear?: () => void;
}

/**
 * One group of the directory's sidebar, a fieldset named by its legend: each option with the
 * number of companies it would give. It shows 3 options (and every chosen one) until "+ N more"
 * expands it; "Show less" folds it back. A chosen value the facets no longer list comes first, so
 * it can be unchosen.
 */
export function FacetGroup({ label, options, selected, kind, onToggle, onClear }: FacetGroupProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const listed = new Set(options.map((option) => option.value));
  const all: DirectoryFacetOption[] = [
    ...selected
      .filter((value) => !listed.has(value))
      .map((value) => ({ value, label: value, count: 0 })),
    ...options,
  ];
  if (all.length === 0) return null;
  const visible = expanded
    ? all
    : all.filter((option, index) => index < VISIBLE_OPTIONS || selected.includes(option.value));
  const hidden = all.length - visible.length;
  const optionText = (option: DirectoryFacetOption) => (
    <>
      {option.label} <Count>({option.count.toLocaleString('en-IN')})</Count>
    </>
  );

  return (
    <Group>
      <legend>{label}</legend>
      <Options id={`${id}-options`}>
        {kind === 'radio' && (
          <li>
            <RadioRow>
              <input
                type="radio"
                name={id}
                checked={selected.length === 0}
                onChange={() => onClear?.()}
              />
              Any time
            </RadioRow>
          </li>
        )}
        {visible.map((option) => (
          <li key={option.value}>
            {kind === 'checkbox' ? (
              <Checkbox
                label={optionText(option)}
                checked={selected.includes(option.value)}
                onChange={() => onToggle(option.value)}
              />
            ) : (
              <RadioRow>
                <input
                  type="radio"
                  name={id}
                  checked={selected.includes(option.value)}
                  onChange={() => onToggle(option.value)}
                />
                <span>{optionText(option)}</span>
              </RadioRow>
            )}
          </li>
        ))}
      </Options>
      {(expanded || hidden > 0) && (
        <MoreButton
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-options`}
          aria-label={
            expanded ? `Show fewer ${label} options` : `Show ${hidden} more ${label} options`
          }
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : `+ ${hidden} more`}
        </MoreButton>
      )}
    </Group>
  );
}
