import { Button, Modal } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ApplyReadiness } from '../../jobs/applyReadiness';

const Missing = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

export interface ApplyReadinessDialogProps {
  /** What is missing; the dialog is closed when null. */
  readiness: ApplyReadiness | null;
  jobTitle?: string;
  /** "Apply anyway": go ahead with the application. */
  onApplyAnyway: () => void;
  onClose: () => void;
}

/**
 * Before the first application of a browser session with no resume or a profile under 40 %
 * (docs/product/notifications-and-alerts.md#apply-readiness): says what is missing, links to add
 * it ("Add resume", "Complete profile") and lets the seeker go ahead ("Apply anyway").
 */
export function ApplyReadinessDialog({
  readiness,
  jobTitle,
  onApplyAnyway,
  onClose,
}: ApplyReadinessDialogProps) {
  return (
    <Modal
      open={readiness !== null}
      onClose={onClose}
      size="sm"
      title="Before you apply"
      description={
        jobTitle
          ? `Recruiters of ${jobTitle} look at your resume and profile first.`
          : 'Recruiters look at your resume and profile first.'
      }
      footer={
        <>
          {readiness?.noResume && (
            <Button as={Link} to="/resume" variant="secondary">
              Add resume
            </Button>
          )}
          {readiness?.lowProfilePercent != null && (
            <Button as={Link} to="/job-seeker-dashboard" variant="secondary">
              Complete profile
            </Button>
          )}
          <Button type="button" onClick={onApplyAnyway}>
            Apply anyway
          </Button>
        </>
      }
    >
      {readiness && (
        <Missing>
          {readiness.noResume && <li>You have not uploaded a resume yet.</li>}
          {readiness.lowProfilePercent != null && (
            <li>Your profile is {readiness.lowProfilePercent}% complete.</li>
          )}
        </Missing>
      )}
    </Modal>
  );
}
