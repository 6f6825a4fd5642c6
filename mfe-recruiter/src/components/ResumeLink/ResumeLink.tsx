import { useToast } from '@rozgar/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { recruiterQueryKeys } from '../../data/queries';
import { fetchResume, saveFile } from '../../resdex/resumeDownload';

/**
 * "View Resume" of a Resdex candidate (search results, saved candidates): downloads the resume as
 * the link would, but fetched first, so that a refusal — "Your plan's resume views are used up for
 * this month" (403), "Resume not found" — shows as an error toast. An open may count against the
 * plan's resume views (ADR 022), so the quota figures are read again after it.
 */
export function ResumeLink({
  href,
  describedBy,
  className,
}: {
  href: string;
  describedBy?: string;
  className?: string;
}) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    // a modified click (new tab, save as) keeps the browser's own handling of the link
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const opened = await fetchResume(href);
      if (opened.ok) saveFile(opened.file, opened.name);
      else toast({ tone: 'error', title: opened.error });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: recruiterQueryKeys.quotaUsage });
    }
  };

  return (
    <a
      href={href}
      download
      className={className}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      onClick={(event) => void open(event)}
    >
      View Resume
    </a>
  );
}
