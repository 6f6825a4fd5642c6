import { Button, TextField } from '@rozgar/design-system';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { jobSearchUrl } from '../../search/jobSearchQuery';
import { ServicesGrid } from '../ServicesPage/ServicesGrid/ServicesGrid';
import { TopCompanies } from './TopCompanies/TopCompanies';

const Hero = styled.section`
  padding: 72px 24px 56px;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.color.primarySoft} 0%,
    ${({ theme }) => theme.color.background} 60%
  );
  text-align: center;
  h1 {
    font-size: clamp(1.8rem, 4vw, 2.8rem);
    margin: 0 0 12px;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0 0 32px;
  }
`;

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr auto;
  gap: 12px;
  align-items: end;
  max-width: 960px;
  margin: 0 auto;
  padding: 16px;
  background: ${({ theme }) => theme.color.surface};
  border-radius: 16px;
  box-shadow: ${({ theme }) => theme.shadow.lg};
  text-align: left;
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`;

const Banner = styled.section`
  max-width: 960px;
  margin: 40px auto;
  padding: 24px;
  border-radius: 12px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.textInverse};
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
  a {
    color: ${({ theme }) => theme.color.textInverse};
    font-weight: 600;
  }
`;

const ServicesSection = styled.section`
  max-width: 1040px;
  margin: 48px auto 64px;
  padding: 0 24px;
  h2 {
    margin: 0 0 16px;
  }
`;

/**
 * Landing page for visitors who are not logged in
 * (docs/product/public-pages-and-services.md#landing-page): the hero search, the AI resume banner,
 * top companies by category with the featured-companies slider, and the services grid.
 */
export function LandingPage() {
  const navigate = useNavigate();
  // Nothing to validate: the search is applied at once, as typed. Three plain fields read on
  // submit: no form library on the home page, whose JavaScript has the tightest budget (issue 17).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const value = (name: string) => String(fields.get(name) ?? '');
    navigate(
      jobSearchUrl({
        query: value('q'),
        experience: value('experience'),
        location: value('location'),
      }),
    );
  };

  return (
    <>
      <Hero>
        <h1>Find your next job in India</h1>
        <p>Thousands of openings across Bengaluru, Pune, Hyderabad, Mumbai, Delhi and more.</p>
        <SearchForm role="search" onSubmit={onSubmit}>
          <TextField
            label="Skills, designations or companies"
            name="q"
            placeholder="e.g. React developer"
          />
          <TextField label="Experience (years)" name="experience" placeholder="e.g. 2-5" />
          <TextField label="Location" name="location" placeholder="e.g. Bengaluru" />
          <Button type="submit">Search</Button>
        </SearchForm>
      </Hero>
      <Banner aria-label="Build your resume with AI">
        <span>Build a resume that recruiters notice, with AI.</span>
        <Link to="/signup">Create your resume</Link>
      </Banner>
      <TopCompanies />
      <ServicesSection aria-labelledby="services-heading">
        <h2 id="services-heading">Services for job seekers</h2>
        <ServicesGrid />
      </ServicesSection>
    </>
  );
}
