import styled from 'styled-components';

/** The card the identity pages (signup, recruiter signup, forgot password) sit in. */
export const IdentityPanel = styled.section`
  display: grid;
  gap: 16px;
  max-width: 520px;
  margin: 48px auto;
  padding: 32px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 12px;
  h1 {
    margin: 0;
  }
`;

export const IdentityForm = styled.form`
  display: grid;
  gap: 16px;
`;

/** The line under a heading that says what this step is for. */
export const IdentityLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A failure the server reported, in the form (it is also toasted). */
export const IdentityError = styled.p`
  color: ${({ theme }) => theme.color.danger};
  margin: 0;
`;
