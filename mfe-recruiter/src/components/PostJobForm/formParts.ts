import styled from 'styled-components';

/** Post a Job's inline failure (the server's reason, or why the form cannot show). */
export const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** A row of buttons at the end of a Post a Job card; it wraps on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The words shown to a visitor, or when a session ends while posting. */
export const LOGIN_TO_POST = 'Please log in to post a job.';
