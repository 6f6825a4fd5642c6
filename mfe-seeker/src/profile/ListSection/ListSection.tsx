import { Button, ConfirmDialog, useToast } from '@rozgar/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { FormModal } from '../FormModal/FormModal';
import { SAVE_DATA_FAILED } from '../messages';
import {
  addSectionItem,
  deleteSectionItem,
  updateSectionItem,
  type Profile,
  type SectionAnswer,
} from '../profileApi';
import type { ListSectionSpec } from '../profileForms';
import { EmptyText } from '../SectionCard/EmptyText';
import { SectionCard } from '../SectionCard/SectionCard';
import { sectionHeadingId } from '../sections';

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
  }
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const ItemActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  flex-shrink: 0;
`;

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('en') + text.slice(1);

type Editing<Item> = { mode: 'add' } | { mode: 'edit'; item: Item } | null;

/**
 * A list section of the profile (languages, internships, projects, employment, academic
 * achievements): its items with Edit and Delete, the add/edit modal and the delete question.
 * Writes go to `/api/profile/sections/{section}`; the answer replaces the page's profile.
 */
export function ListSection<Item extends { id: string }>({
  id,
  spec,
  profile,
  onSaved,
}: {
  id: string;
  spec: ListSectionSpec<Item>;
  profile: Profile;
  onSaved: (answer: SectionAnswer) => void;
}) {
  const { toast } = useToast();
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const items = spec.items(profile);
  const noun = capitalised(spec.noun);

  const save = async (values: Record<string, string>) => {
    const body = spec.body(values);
    const answer =
      editing?.mode === 'edit'
        ? await updateSectionItem(spec.section, editing.item.id, body)
        : await addSectionItem(spec.section, body);
    onSaved(answer);
    toast({
      tone: 'success',
      title: editing?.mode === 'edit' ? `${noun} updated` : `${noun} added`,
    });
    setEditing(null);
  };

  const remove = async (item: Item) => {
    setBusy(true);
    try {
      onSaved(await deleteSectionItem(spec.section, item.id));
      setDeleting(null);
      toast({ tone: 'success', title: `${noun} deleted` });
      // The item and its buttons are gone: the section heading keeps the reader's place.
      document.getElementById(sectionHeadingId(id))?.focus();
    } catch (error) {
      toast({
        tone: 'error',
        title: SAVE_DATA_FAILED,
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setBusy(false);
    }
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
          onClick={() => setEditing({ mode: 'add' })}
        >
          Add {spec.noun}
        </Button>
      }
    >
      {items.length === 0 ? (
        <EmptyText>{spec.emptyText}</EmptyText>
      ) : (
        <Items>
          {items.map((item) => {
            const { name, detail, description } = spec.summary(item);
            return (
              <Item key={item.id}>
                <div>
                  <h3>{name}</h3>
                  {detail ? <Detail>{detail}</Detail> : null}
                  {description ? <p>{description}</p> : null}
                </div>
                <ItemActions>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${name}`}
                    onClick={() => setEditing({ mode: 'edit', item })}
                  >
                    Edit
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${name}`}
                    onClick={() => setDeleting(item)}
                  >
                    Delete
                  </Button>
                </ItemActions>
              </Item>
            );
          })}
        </Items>
      )}
      <FormModal
        open={editing !== null}
        title={editing?.mode === 'edit' ? `Edit ${spec.noun}` : `Add ${spec.noun}`}
        fields={spec.fields}
        schema={spec.schema}
        defaultValues={spec.values(editing?.mode === 'edit' ? editing.item : undefined)}
        errorTitle={SAVE_DATA_FAILED}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${spec.noun}?`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? `“${spec.summary(deleting).name}” will be removed from your profile.` : null}
      </ConfirmDialog>
    </SectionCard>
  );
}
