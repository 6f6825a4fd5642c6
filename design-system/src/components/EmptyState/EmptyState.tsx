import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** A call to action, usually a `Button`. */
  action?: ReactNode;
  /** A decorative illustration or icon. */
  icon?: ReactNode;
  /** Heading level of the title (default h2; h1 when the state is the whole page, e.g. "Job not found"). */
  headingLevel?: 1 | 2 | 3 | 4;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  text-align: center;
  color: ${({ theme }) => theme.color.text};
`;

const Icon = styled.div`
  font-size: 2.5rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Description = styled.p`
  margin: 0;
  max-width: 48ch;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** What a list shows when there is nothing in it ("No saved jobs yet"), with an optional next step. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  ...rest
}: EmptyStateProps) {
  return (
    <Wrapper {...rest}>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <div>{action}</div> : null}
    </Wrapper>
  );
}
