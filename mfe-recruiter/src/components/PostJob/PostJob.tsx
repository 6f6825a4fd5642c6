import { Button, Card, QueryState, Skeleton } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { myCompaniesQuery, postingOptionsQuery } from '../../data/queries';
import type { RecruiterJob } from '../../jobs/recruiterJobsApi';
import { PostJobForm } from '../PostJobForm/PostJobForm';
import { Actions, Failure } from '../PostJobForm/formParts';

const OPTIONS_FAILED = 'Failed to load the job posting options';

/**
 * Loads what Post a Job offers from the BFF (the one source of its lists) and the recruiter's
 * companies, then shows the form: empty, a copy of `from`, or `editing` to save.
 */
export function PostJob({
  from,
  copies = 0,
  editing,
}: {
  from?: RecruiterJob;
  /** How many copies were asked for: each fills a fresh form. */
  copies?: number;
  editing?: RecruiterJob;
}) {
  const options = useQuery(postingOptionsQuery());
  const companies = useQuery(myCompaniesQuery());
  return (
    <QueryState
      query={options}
      loading={
        <Card aria-busy="true">
          <p>Loading...</p>
          <Skeleton lines={8} height={40} />
        </Card>
      }
      errorFallback={OPTIONS_FAILED}
      renderError={({ message, retry }) => (
        <Card>
          <Failure role="alert">Error: {message}</Failure>
          <Actions>
            <Button type="button" variant="secondary" onClick={retry}>
              Retry
            </Button>
          </Actions>
        </Card>
      )}
    >
      {(loaded) =>
        // Without the companies (none, or unreadable) the company's name is typed.
        companies.isPending ? (
          <p aria-busy="true">Loading...</p>
        ) : (
          <PostJobForm
            key={copies}
            options={loaded}
            companies={companies.data ?? []}
            from={from}
            editing={editing}
          />
        )
      }
    </QueryState>
  );
}
