import {
  Card,
  errorText,
  isLoggedOut,
  SelectWithApply,
  useToast,
  VisuallyHidden,
} from '@rozgar/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { pipelineQueryKeys } from '../../data/pipelineQueries';
import { applicantName, type PipelineApplicant } from '../../jobs/pipelineApi';
import {
  APPLICATION_STATUSES,
  updateApplicationStatus,
  type ApplicationStatus,
} from '../../jobs/recruiterJobsApi';
import { experienceText } from '../../resdex/candidateText';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(5, minmax(200px, 1fr));
    overflow-x: auto;
  }
`;

const Column = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Tile = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h4 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function BoardCard({
  applicant,
  focusOnMount,
  onMove,
}: {
  applicant: PipelineApplicant;
  focusOnMount: boolean;
  onMove: (applicant: PipelineApplicant, status: ApplicationStatus) => Promise<void>;
}) {
  const name = applicantName(applicant);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.querySelector('select')?.focus();
  }, [focusOnMount]);
  return (
    <Tile forwardedAs="article" aria-label={name}>
      <h4>{name}</h4>
      <p>
        {experienceText(applicant.applicant.experience)} · {applicant.skill_match.score}% skill
        match
      </p>
      <div ref={ref}>
        <SelectWithApply
          id={`board-${applicant.id}-status`}
          label={
            <>
              Move<VisuallyHidden> {name}</VisuallyHidden> to
            </>
          }
          options={APPLICATION_STATUSES}
          value={applicant.status}
          applyLabel={
            <>
              Move<VisuallyHidden> {name}</VisuallyHidden>
            </>
          }
          pendingHint="Not moved yet: press Move."
          onApply={(next) => onMove(applicant, next as ApplicationStatus)}
        />
      </div>
    </Tile>
  );
}

/**
 * A job's applicants as a board (docs/product/recruiter-jobs-and-responses.md#manage-responses): a
 * column per status; a card moves by choosing its new status and pressing Move (by mouse or
 * keyboard), and keeps the focus in its new column.
 */
export function ApplicantBoard({ applicants }: { applicants: PipelineApplicant[] }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [moved, setMoved] = useState<string | null>(null);

  async function move(applicant: PipelineApplicant, status: ApplicationStatus) {
    const name = applicantName(applicant);
    try {
      const saved = await updateApplicationStatus(applicant.job_id, applicant.user_id, status);
      setMoved(applicant.id);
      await queryClient.invalidateQueries({ queryKey: pipelineQueryKeys.job(applicant.job_id) });
      const label = APPLICATION_STATUSES.find((one) => one.value === saved.status)!.label;
      toast({ tone: 'success', title: `Status of ${name} set to ${label}` });
    } catch (error) {
      toast({
        tone: 'error',
        title: isLoggedOut(error)
          ? 'Please log in to update status.'
          : errorText(error, 'Failed to update status'),
      });
    }
  }

  return (
    <Columns>
      {APPLICATION_STATUSES.map(({ value, label }) => {
        const inColumn = applicants.filter((one) => one.status === value);
        const headingId = `board-${value}-${applicants[0]?.job_id ?? ''}`;
        return (
          <Column key={value} aria-labelledby={headingId}>
            <h3 id={headingId}>
              {label} ({inColumn.length})
            </h3>
            {inColumn.length ? (
              <ul>
                {inColumn.map((applicant) => (
                  <li key={`${applicant.id}-${applicant.status}`}>
                    <BoardCard
                      applicant={applicant}
                      focusOnMount={moved === applicant.id}
                      onMove={move}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p>No one here</p>
            )}
          </Column>
        );
      })}
    </Columns>
  );
}
