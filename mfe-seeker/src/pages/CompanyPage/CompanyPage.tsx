import {
  ApiError,
  Button,
  EmptyState,
  QueryState,
  Skeleton,
  usePageTitle,
} from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Breadcrumb } from '../../companies/Breadcrumb/Breadcrumb';
import { CompanyHeader } from '../../companies/CompanyHeader/CompanyHeader';
import { CompanyJobs } from '../../companies/CompanyJobs/CompanyJobs';
import { CompanyReviews } from '../../companies/CompanyReviews/CompanyReviews';
import { companyHref } from '../../companies/companyDisplay';
import { companyPageQuery } from '../../companies/companyQueries';
import { InterviewHighlights } from '../../companies/InterviewHighlights/InterviewHighlights';
import { OfficePhotoStrip } from '../../companies/OfficePhotoStrip/OfficePhotoStrip';
import { errorText } from '../../jobs/errorText';

const Page = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The jobs' page in the URL (`?page=`); 1 when absent or not a positive whole number. */
function jobsPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * `/companies/:companyId`: a company's page (docs/product/companies.md#company-page) — its public
 * profile, its open jobs (Apply and Save as on `/jobs`; the jobs' page is in the URL), its rating
 * and latest reviews, interview experiences and office photos. An unknown company says so.
 */
export function CompanyPage() {
  const { companyId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const company = useQuery(companyPageQuery(companyId));
  const page = jobsPage(searchParams);
  const notFound = company.isError && !company.isFetching && isNotFound(company.error);
  // The document title names the company ("Infosys – Rozgar"), or says it was not found.
  usePageTitle(notFound ? 'Company not found' : company.data?.profile.name);

  return (
    <Page>
      <QueryState
        query={company}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading the company">
            <Skeleton height={220} />
          </div>
        }
        errorFallback={errorText}
        errorTitle={(message) => `Error: ${message}`}
        errorHeadingLevel={1}
        renderError={
          isNotFound(company.error)
            ? () => (
                <EmptyState
                  title="Company not found"
                  description="This company does not exist on Rozgar."
                  headingLevel={1}
                  action={
                    <Button as={Link} to="/companies" variant="secondary">
                      See all companies
                    </Button>
                  }
                />
              )
            : undefined
        }
      >
        {({ profile }) => (
          <>
            <Breadcrumb
              crumbs={[
                { label: 'Home', to: '/' },
                { label: 'Companies', to: '/companies' },
                { label: profile.name },
              ]}
            />
            <CompanyHeader profile={profile} />
            <CompanyJobs
              companyId={profile.id}
              companyName={profile.name}
              page={page}
              hrefFor={(next) => `${companyHref(profile.id)}${next > 1 ? `?page=${next}` : ''}`}
            />
            <CompanyReviews companyId={profile.id} companyName={profile.name} />
            <InterviewHighlights companyId={profile.id} />
            <OfficePhotoStrip companyId={profile.id} companyName={profile.name} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
