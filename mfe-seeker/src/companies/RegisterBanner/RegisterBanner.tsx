import { Button } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Banner = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[6]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.primarySoft};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The directory's banner for employers, between its first 6 companies and the rest
 * (docs/product/companies.md#companies-directory): "Register now" leads to the recruiter signup.
 */
export function RegisterBanner() {
  return (
    <Banner aria-labelledby="register-banner-heading">
      <div>
        <h2 id="register-banner-heading">Is your company hiring?</h2>
        <p>Register as an employer to post jobs and reach job seekers across India.</p>
      </div>
      <Button as={Link} to="/recruiter-signup">
        Register now
      </Button>
    </Banner>
  );
}
