import {
  REVIEW_LIMITS,
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_REPORT_REASONS,
  type ReviewReportReason,
  type ReviewVoteAction,
} from '@rozgar/contracts/vocabularies';
import {
  Badge,
  Button,
  Card,
  Select,
  StarRatingDisplay,
  TagList,
  TextArea,
  CompanyLogo,
} from '@rozgar/design-system';
import { formatDate } from '@rozgar/design-system/format';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Review } from '../reviewsApi';
import { reviewerOf } from '../reviewerOf';

/*
 * A review on the reviews page (docs/product/community-and-reviews.md, "The reviews page"): the
 * company's logo (picture or initials), designation or else department or else N/A, the date, the
 * liked text, tags for work-life balance, salary and skill development (N/A when missing), like
 * and dislike with the server's counts, and a report (a reason and optional details).
 */

export interface ReviewCardProps {
  review: Review;
  onVote: (action: Extract<ReviewVoteAction, 'like' | 'dislike'>) => void;
  /** Sends a report: its reason and the details the reader wrote, if any (trimmed). */
  onReport: (reason: ReviewReportReason, details?: string) => Promise<unknown>;
  /** A vote of this review is on its way. */
  voting?: boolean;
}

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  min-width: 0;
`;

const Who = styled.div`
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

const Rated = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
`;

const Liked = styled.div`
  h3 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

const ReportForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
`;

const TAGS = [
  { key: 'work_life_balance', label: 'Work-life balance' },
  { key: 'salary', label: 'Salary' },
  { key: 'skill_development', label: 'Skill development' },
] as const;

export function ReviewCard({ review, onVote, onReport, voting = false }: ReviewCardProps) {
  const headingId = useId();
  const titleId = `${headingId}-title`;
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<ReviewReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [reported, setReported] = useState(false);
  const reaction = review.my_vote?.reaction ?? null;
  return (
    <Article as="article" aria-labelledby={`${headingId} ${titleId}`}>
      <Head>
        <CompanyLogo name={review.company} logo={review.company_logo} size={48} />
        <Who>
          <h2 id={headingId}>{review.company}</h2>
          <p>
            {reviewerOf(review)} ·{' '}
            <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
          </p>
        </Who>
      </Head>
      <Rated>
        <StarRatingDisplay value={review.rating} />
        <h3 id={titleId}>{review.title}</h3>
      </Rated>
      <Liked>
        <h3>Likes</h3>
        <p>{review.pros}</p>
      </Liked>
      <TagList aria-label="Ratings">
        {TAGS.map(({ key, label }) => (
          <li key={key}>
            <Badge tone="neutral">
              {label}: {review[key] ? `${review[key]}/5` : 'N/A'}
            </Badge>
          </li>
        ))}
      </TagList>
      <Actions>
        <Button
          size="sm"
          variant={reaction === 'like' ? 'primary' : 'secondary'}
          aria-pressed={reaction === 'like'}
          disabled={voting}
          onClick={() => onVote('like')}
        >
          <span aria-hidden="true">👍</span> Like ({review.likes})
        </Button>
        <Button
          size="sm"
          variant={reaction === 'dislike' ? 'primary' : 'secondary'}
          aria-pressed={reaction === 'dislike'}
          disabled={voting}
          onClick={() => onVote('dislike')}
        >
          <span aria-hidden="true">👎</span> Dislike ({review.dislikes})
        </Button>
        {reported ? (
          <span role="status">Reported. Thank you.</span>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={reporting}
            onClick={() => setReporting((open) => !open)}
          >
            Report
          </Button>
        )}
      </Actions>
      {reporting && !reported && (
        <ReportForm
          aria-label={`Report the review of ${review.company}`}
          onSubmit={async (event) => {
            event.preventDefault();
            if (!reason) return;
            try {
              await onReport(reason, details.trim() || undefined);
              setReported(true);
              setReporting(false);
            } catch {
              /* the page says it failed */
            }
          }}
        >
          <Select
            label="Why are you reporting it?"
            placeholder="Select a reason"
            options={REVIEW_REPORT_REASONS.map((value) => ({
              value,
              label: REVIEW_REPORT_REASON_LABELS[value],
            }))}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReviewReportReason | '')}
            fullWidth={false}
          />
          <TextArea
            label="Details (optional)"
            hint={`What is wrong with it, in at most ${REVIEW_LIMITS.report_details} characters: only moderators read it.`}
            rows={2}
            maxLength={REVIEW_LIMITS.report_details}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={!reason}>
            Send report
          </Button>
        </ReportForm>
      )}
    </Article>
  );
}
