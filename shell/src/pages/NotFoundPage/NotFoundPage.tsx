import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Wrapper = styled.section`
  margin: 64px auto;
  max-width: 560px;
  padding: 0 24px;
  text-align: center;
`;

export function NotFoundPage() {
  return (
    <Wrapper>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/jobs">browse jobs</Link>.
      </p>
    </Wrapper>
  );
}
