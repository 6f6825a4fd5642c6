import { Card } from '@rozgar/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { sectionHeadingId } from '../sections';

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    /* Clear of the sticky top navigation when scrolled to by name. */
    scroll-margin-top: 96px;
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`;

/**
 * One dashboard section: a `region` named by its heading, which has the section's anchor id and
 * takes focus when the section is opened by name (`#key-skills`).
 */
export function SectionCard({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" id={id} aria-labelledby={sectionHeadingId(id)}>
      <Header>
        <h2 id={sectionHeadingId(id)} tabIndex={-1}>
          {title}
        </h2>
        {actions ? <Actions>{actions}</Actions> : null}
      </Header>
      {children}
    </Card>
  );
}
