import styled from 'styled-components';

/** The frame of every recruiter page. */
export const Page = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: 24px;
  display: grid;
  /* One column no wider than the screen: a wide child (a carousel's track, a table) scrolls or
     wraps inside it instead of widening the page (the dashboard at 320 px, issue 17). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
  }
`;

/** A page's h1 with its actions (e.g. "Create folder") beside it, wrapping under it when narrow. */
export const PageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The muted sentence under a page's heading saying what the page is for. */
export const PageIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
