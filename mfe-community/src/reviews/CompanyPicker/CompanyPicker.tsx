import { TextField } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { companySuggestionsQuery } from '../../data/queries';
import type { ReviewedCompany } from '../reviewsApi';

/*
 * A company name with suggestions as you type (GET /api/reviews/search, ADR 018): an ARIA 1.2
 * combobox — the arrows move through the list, Enter picks, Escape closes — that also takes a
 * name typed freely (docs/product/community-and-reviews.md).
 */

export interface CompanyPickerProps {
  label: ReactNode;
  /** The text in the box. */
  value: string;
  /** The text changed by typing (a typed name is no longer a picked company). */
  onTextChange: (text: string) => void;
  /** A suggestion was picked. */
  onPick: (company: ReviewedCompany) => void;
  onBlur?: () => void;
  /** Enter without a highlighted suggestion (a search box submits). */
  onEnter?: () => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  name?: string;
  /** The most characters the box takes (the contracts' limit for its use). */
  maxLength?: number;
  ref?: Ref<HTMLInputElement>;
  /** Wait this long after the last key before asking (ms). */
  debounceMs?: number;
}

const Wrapper = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 10;
  left: 0;
  right: 0;
  margin: 4px 0 0;
  padding: 4px 0;
  list-style: none;
  max-height: 320px;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Option = styled.li<{ $active: boolean }>`
  padding: 8px 12px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.color.primarySoft : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.color.focus}` : 'none')};
  outline-offset: -2px;
`;

const Name = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Facts = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

function useDebounced<Value>(value: Value, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const facts = (company: ReviewedCompany) =>
  [
    company.industry,
    company.location,
    company.rating === null
      ? 'No reviews yet'
      : `${company.rating.toFixed(1)} ★ · ${company.reviews} ${company.reviews === 1 ? 'review' : 'reviews'}`,
  ]
    .filter(Boolean)
    .join(' · ');

export function CompanyPicker({
  label,
  value,
  onTextChange,
  onPick,
  onBlur,
  onEnter,
  placeholder,
  hint,
  error,
  required,
  name,
  maxLength,
  ref,
  debounceMs = 250,
}: CompanyPickerProps) {
  const listId = `${useId()}-companies`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = useDebounced(value.trim(), debounceMs);
  const suggestions = useQuery({
    ...companySuggestionsQuery(text),
    enabled: open && text.length > 0,
  });
  const companies = open && text.length > 0 ? (suggestions.data ?? []) : [];
  const expanded = companies.length > 0;

  const pick = (company: ReviewedCompany) => {
    onPick(company);
    setOpen(false);
    setActive(-1);
  };

  return (
    <Wrapper>
      <TextField
        ref={ref}
        name={name}
        label={label}
        hint={hint}
        error={error}
        required={required}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={maxLength}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && companies.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((index) => (index + 1) % companies.length);
          } else if (event.key === 'ArrowUp' && companies.length > 0) {
            event.preventDefault();
            setActive((index) => (index <= 0 ? companies.length - 1 : index - 1));
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault();
            setOpen(false);
          } else if (event.key === 'Enter') {
            if (expanded && active >= 0) {
              event.preventDefault();
              pick(companies[active]!);
            } else if (onEnter) {
              event.preventDefault();
              setOpen(false);
              onEnter();
            }
          }
        }}
      />
      <List id={listId} role="listbox" aria-label="Company suggestions" hidden={!expanded}>
        {companies.map((company, index) => (
          <Option
            key={company.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            $active={index === active}
            // Picked before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(company);
            }}
          >
            <Name>{company.name}</Name>
            <Facts>{facts(company)}</Facts>
          </Option>
        ))}
      </List>
    </Wrapper>
  );
}
