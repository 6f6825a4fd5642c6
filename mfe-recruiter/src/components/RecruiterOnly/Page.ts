import styled from 'styled-components';

/** The frame of every recruiter page. */
export const Page = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: 24px;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
  }
`;
