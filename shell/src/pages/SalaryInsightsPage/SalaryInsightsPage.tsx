import { MAX_SALARY_QUERY_LENGTH } from '@rozgar/contracts/vocabularies';
import {
  Button,
  Card,
  EmptyState,
  QueryState,
  Select,
  Skeleton,
  TextField,
} from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ServicePageLayout } from '../ServicesPage/ServicePageLayout/ServicePageLayout';
import { useGoBack } from '../ServicesPage/ServicePageLayout/useGoBack';
import { salaryInsightsQuery } from '../../data/queries';
import { SalaryChart } from './SalaryChart/SalaryChart';
import {
  formatLakhs,
  groupTitle,
  salaryCount,
  SALARY_SOURCE_LABELS,
  type SalaryGrouping,
} from './salaryInsights';

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: 2fr 1fr auto;
  gap: 12px;
  align-items: end;
  margin-bottom: 24px;
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0 0 24px;
  div {
    padding: 12px 16px;
    border-radius: 12px;
    background: ${({ theme }) => theme.color.primarySoft};
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.3rem;
    font-weight: 700;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: 24px;
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: 8px;
  }
  th,
  td {
    padding: 8px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

const Legend = styled.p`
  margin: 8px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const TableScroll = styled.div`
  overflow-x: auto;
`;

const GROUPINGS: Array<{ value: SalaryGrouping; label: string }> = [
  { value: 'role', label: 'Role' },
  { value: 'company', label: 'Company' },
];

/** The failure's own text (the server's, else the status text `apiFetch` gave it). */
const loadFailedText = (error: unknown) =>
  error instanceof Error ? error.message : 'Request failed';

const parseGrouping = (value: string | null): SalaryGrouping =>
  value === 'company' ? 'company' : 'role';

/**
 * `/salary-insights`: search open jobs' and contributed salaries by role or company and see the
 * lowest, median and highest salary in lakhs, as a table and a chart, each row labelled posted or
 * contributed (docs/product/public-pages-and-services.md). The search lives in the URL (`?q=&by=`).
 */
export function SalaryInsightsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const by = parseGrouping(searchParams.get('by'));
  // The search form follows the URL (back and forward included) and changes it on submit.
  const { register, getValues } = useForm({ values: { q: query, by } });
  const insights = useQuery(salaryInsightsQuery(query, by));
  const back = useGoBack();

  // Nothing to validate: the search is applied at once, as typed.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const draft = getValues();
    const next = new URLSearchParams();
    if (draft.q.trim()) next.set('q', draft.q.trim());
    const grouping = parseGrouping(draft.by);
    if (grouping !== 'role') next.set('by', grouping);
    setSearchParams(next);
  };

  const groupLabel = by === 'company' ? 'company' : 'role';

  return (
    <ServicePageLayout
      title="Salary insights"
      lead="What employers on Rozgar are offering right now and what employees say they earn: the lowest, median and highest salary of live job postings and of salaries contributed anonymously, in lakhs per annum."
      actions={
        <Button variant="ghost" onClick={back}>
          ← Back
        </Button>
      }
    >
      <SearchForm role="search" aria-label="Salary search" onSubmit={onSubmit}>
        <TextField
          label="Role or company"
          maxLength={MAX_SALARY_QUERY_LENGTH}
          {...register('q')}
          placeholder="e.g. Software Engineer or Infoveda"
        />
        <Select label="Search by" {...register('by')} options={GROUPINGS} />
        <Button type="submit">Search salaries</Button>
      </SearchForm>

      <QueryState
        query={insights}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading salaries">
            <Skeleton height={160} />
          </div>
        }
        errorFallback={loadFailedText}
        renderError={({ message, retry }) => (
          <EmptyState
            title="Salaries could not be loaded"
            description={message}
            action={<Button onClick={retry}>Retry</Button>}
          />
        )}
        isEmpty={({ overall }) => overall === null}
        empty={
          <EmptyState
            title="No salaries found"
            description={
              query
                ? `No live job matching “${query}” by ${groupLabel} lists a salary. Try a broader word, such as “Engineer” or “Manager”.`
                : 'No live job lists a salary yet.'
            }
          />
        }
      >
        {({ overall, groups }) =>
          overall === null ? null : (
            <section aria-labelledby="salary-results-heading">
              <h2 id="salary-results-heading">
                {query ? `Salaries for “${query}”` : `Salaries by ${groupLabel}`}
              </h2>
              <Summary aria-label="Across all matching salaries">
                <div>
                  <dt>Jobs</dt>
                  <dd>{overall.jobCount}</dd>
                </div>
                <div>
                  <dt>Contributed</dt>
                  <dd>{overall.contributedCount}</dd>
                </div>
                <div>
                  <dt>Minimum</dt>
                  <dd>{formatLakhs(overall.minLakhs)}</dd>
                </div>
                <div>
                  <dt>Median</dt>
                  <dd>{formatLakhs(overall.medianLakhs)}</dd>
                </div>
                <div>
                  <dt>Maximum</dt>
                  <dd>{formatLakhs(overall.maxLakhs)}</dd>
                </div>
              </Summary>
              <Card padding="md">
                <SalaryChart groups={groups} groupLabel={groupLabel} />
                <Legend>
                  Each bar runs from the lowest to the highest salary; the dark line marks the
                  median. Dashed bars, marked “(contributed)”, are salaries employees contributed;
                  the others are posted on live jobs.
                </Legend>
              </Card>
              <TableScroll>
                <Table>
                  <caption>
                    Salary by {groupLabel} (₹ lakhs per annum; the median is of each job’s mid-range
                    salary and each contributed salary)
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{groupLabel === 'role' ? 'Role' : 'Company'}</th>
                      <th scope="col">Source</th>
                      <th scope="col">Salaries</th>
                      <th scope="col">Minimum</th>
                      <th scope="col">Median</th>
                      <th scope="col">Maximum</th>
                    </tr>
                  </thead>
                  <tbody>
                    {groups.map((group) => (
                      <tr key={`${group.name} ${group.source}`}>
                        <th scope="row">{groupTitle(group)}</th>
                        <td>{SALARY_SOURCE_LABELS[group.source]}</td>
                        <td>{salaryCount(group)}</td>
                        <td>{formatLakhs(group.minLakhs)}</td>
                        <td>{formatLakhs(group.medianLakhs)}</td>
                        <td>{formatLakhs(group.maxLakhs)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
            </section>
          )
        }
      </QueryState>
    </ServicePageLayout>
  );
}
