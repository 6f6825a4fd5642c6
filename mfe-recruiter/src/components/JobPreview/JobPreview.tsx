import { splitSkills } from '@rozgar/contracts/vocabularies';
import styled from 'styled-components';
import { LONG_TEXTS, type PostJobValues } from '../../jobs/postJobForm';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Preview = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3,
  h4 {
    margin: 0;
  }
`;

/**
 * The job as it will be published, before it is (docs/product/recruiter-jobs-and-responses.md
 * #post-a-job): what seekers read on its details page, from the form's checked values.
 */
export function JobPreview({
  values,
  companyName,
}: {
  values: PostJobValues;
  companyName: string;
}) {
  const facts: [string, string][] = [
    ['Company', companyName],
    ['Location', values.location.trim()],
    ['Work mode', values.work_mode],
    ['Employment type', values.employment_type],
    ['Experience', `${values.min_experience}–${values.max_experience} years`],
    ['Salary', `₹${values.min_salary}–${values.max_salary} Lac a year`],
    ['Key skills', splitSkills(values.skills).join(', ')],
    ['Industry', values.industry],
    ['Qualification', values.qualification],
    ['Vacancies', values.vacancies.trim()],
  ];
  return (
    <Preview aria-labelledby="job-preview-title">
      <h3 id="job-preview-title">{values.job_title.trim()}</h3>
      <Facts>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      <h4>Job description</h4>
      <Text>{values.job_description.trim()}</Text>
      {LONG_TEXTS.filter(({ name }) => values[name].trim()).map(({ name, label }) => (
        <section key={name} aria-label={label}>
          <h4>{label}</h4>
          <Text>{values[name].trim()}</Text>
        </section>
      ))}
    </Preview>
  );
}
