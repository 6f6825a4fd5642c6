import { Button, useToast } from '@rozgar/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { FormModal } from '../FormModal/FormModal';
import { NOT_SPECIFIED, SAVE_DATA_FAILED } from '../messages';
import { updateProfile, type Profile, type ProfileAnswer } from '../profileApi';
import type { ScalarSectionSpec } from '../profileForms';
import { SectionCard } from '../SectionCard/SectionCard';

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/**
 * A section of scalar profile fields (Preference, Education, Profile summary): its values ("Not
 * specified" when empty) and the edit modal, saved with `PATCH /api/profile`.
 */
export function ScalarSection({
  id,
  spec,
  profile,
  onSaved,
}: {
  id: string;
  spec: ScalarSectionSpec;
  profile: Profile;
  onSaved: (answer: ProfileAnswer) => void;
}) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const rows = spec.rows(profile);

  const save = async (values: Record<string, string>) => {
    onSaved(await updateProfile(spec.patch(values)));
    toast({ tone: 'success', title: `${spec.title} saved` });
    setOpen(false);
  };

  return (
    <SectionCard
      id={id}
      title={spec.title}
      actions={
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-label={`Edit ${spec.title.toLocaleLowerCase('en')}`}
          onClick={() => setOpen(true)}
        >
          Edit
        </Button>
      }
    >
      {rows.length === 1 ? (
        <Text>{rows[0]!.value || NOT_SPECIFIED}</Text>
      ) : (
        <Details>
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value || NOT_SPECIFIED}</dd>
            </div>
          ))}
        </Details>
      )}
      <FormModal
        open={open}
        title={`Edit ${spec.title.toLocaleLowerCase('en')}`}
        fields={spec.fields}
        schema={spec.schema}
        defaultValues={spec.values(profile)}
        errorTitle={SAVE_DATA_FAILED}
        onSubmit={save}
        onClose={() => setOpen(false)}
      />
    </SectionCard>
  );
}
