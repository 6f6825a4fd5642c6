import { respondsWithinText } from '@rozgar/contracts/vocabularies';
import { Badge } from '@rozgar/design-system';

/**
 * "Usually responds within N days" when the job's recruiter account earned it
 * (docs/product/notifications-and-alerts.md "Responsiveness"); nothing otherwise — never a
 * made-up figure.
 */
export function ResponsivenessBadge({ days }: { days: number | undefined }) {
  if (days === undefined) return null;
  return (
    <p style={{ margin: 0 }}>
      <Badge tone="green" size="sm">
        {respondsWithinText(days)}
      </Badge>
    </p>
  );
}
