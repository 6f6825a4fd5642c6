import { RECRUITER_VISIBILITY_TEXTS } from '@rozgar/contracts/vocabularies';
import { Checkbox, useToast } from '@rozgar/design-system';
import { useState } from 'react';
import { SAVE_DATA_FAILED } from '../messages';
import { updateProfile, type ProfileAnswer } from '../profileApi';
import { SectionCard } from '../SectionCard/SectionCard';

/**
 * The seeker's "Visible to recruiters" setting
 * (docs/product/recruiter-tools-and-workspace.md#seekers-visibility): on by default; off, Resdex
 * never shows the profile, and only recruiters whose jobs the seeker applied to still see it.
 * Saved as soon as it is ticked or cleared, with a toast either way.
 */
export function RecruiterVisibility({
  id,
  visible,
  onSaved,
}: {
  id: string;
  /** The profile's `visible_to_recruiters` (absent on an older row: visible). */
  visible: boolean | undefined;
  onSaved: (answer: ProfileAnswer) => void;
}) {
  const { toast } = useToast();
  /** The value being saved, shown at once and kept while the request runs. */
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? visible !== false;

  const save = async (next: boolean) => {
    setPending(next);
    try {
      onSaved(await updateProfile({ visible_to_recruiters: next }));
      toast({
        tone: 'success',
        title: next ? RECRUITER_VISIBILITY_TEXTS.shown : RECRUITER_VISIBILITY_TEXTS.hidden,
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: SAVE_DATA_FAILED,
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <SectionCard id={id} title="Visibility">
      <Checkbox
        label={RECRUITER_VISIBILITY_TEXTS.label}
        hint={RECRUITER_VISIBILITY_TEXTS.hint}
        checked={checked}
        aria-busy={pending !== null}
        disabled={pending !== null}
        onChange={(event) => void save(event.target.checked)}
      />
    </SectionCard>
  );
}
