import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[4]}`};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  .wide {
    grid-column: 1 / -1;
  }
  &[hidden] {
    display: none;
  }
`;

export interface FormSectionProps {
  id: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * A collapsible group of form fields: a heading holding a disclosure button (`aria-expanded`,
 * `aria-controls`); closed, its fields stay mounted (the form keeps their values) but hidden.
 */
export function FormSection({ id, title, open, onToggle, children }: FormSectionProps) {
  const bodyId = `${id}-fields`;
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Toggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          {title}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </Toggle>
      </h2>
      <Body id={bodyId} hidden={!open}>
        {children}
      </Body>
    </Section>
  );
}
