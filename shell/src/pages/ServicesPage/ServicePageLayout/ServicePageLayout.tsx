import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  padding: 40px 24px 64px;
  line-height: 1.6;
  h1 {
    font-size: clamp(1.6rem, 3vw, 2.2rem);
    margin: 0 0 8px;
  }
  h2 {
    margin: 32px 0 12px;
    font-size: 1.3rem;
  }
  h3 {
    margin: 20px 0 8px;
    font-size: 1.05rem;
  }
`;

const Lead = styled.p`
  margin: 0 0 24px;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 70ch;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 16px;
`;

export interface ServicePageLayoutProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons above the title (e.g. Back to Services). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of the services and information pages: actions, one h1, a lead paragraph, content. */
export function ServicePageLayout({ title, lead, actions, children }: ServicePageLayoutProps) {
  return (
    <Wrapper>
      {actions ? <Actions>{actions}</Actions> : null}
      <h1>{title}</h1>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Wrapper>
  );
}
