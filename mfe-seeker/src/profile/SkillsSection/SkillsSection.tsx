import { Badge, Button, Modal, TagList, TextField, useToast } from '@rozgar/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { KeywordSuggestionsModal } from '../KeywordSuggestionsModal/KeywordSuggestionsModal';
import { NO_SKILLS, SAVE_DATA_FAILED } from '../messages';
import { updateProfile, type ProfileAnswer } from '../profileApi';
import { MAX_SKILLS, TOO_MANY_SKILLS, skillSchema, withSkill } from '../profileForms';
import { EmptyText } from '../SectionCard/EmptyText';
import { SectionCard } from '../SectionCard/SectionCard';

const EditableChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `2px 2px 2px ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  button {
    border: none;
    background: transparent;
    border-radius: ${({ theme }) => theme.radius.pill};
    width: 28px;
    height: 28px;
    cursor: pointer;
    color: ${({ theme }) => theme.color.textMuted};
  }
  button:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const AddRow = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  > button {
    margin-top: 26px;
  }
`;

const addSkillSchema = z.object({ skill: skillSchema });

function SkillsEditor({
  initial,
  formId,
  onChange,
}: {
  initial: string[];
  formId: string;
  onChange: (skills: string[]) => void;
}) {
  const [skills, setSkills] = useState(initial);
  const form = useSchemaForm(addSkillSchema);
  const { reset, setError, focus } = form;

  const update = (next: string[]) => {
    setSkills(next);
    onChange(next);
  };

  const add = form.handleSubmit(({ skill }) => {
    const next = withSkill(skills, skill);
    if (next.length === skills.length) {
      setError('skill', `${skill} is already in your skills`);
      return;
    }
    if (next.length > MAX_SKILLS) {
      setError('skill', TOO_MANY_SKILLS);
      return;
    }
    update(next);
    reset({ skill: '' });
    focus('skill');
  });

  return (
    <>
      <AddRow id={formId} ref={form.ref} noValidate onSubmit={add} onChange={form.onChange}>
        <TextField label="Add a skill" name="skill" defaultValue="" error={form.errors.skill} />
        <Button type="submit" variant="secondary">
          Add
        </Button>
      </AddRow>
      {skills.length === 0 ? (
        <EmptyText>{NO_SKILLS}</EmptyText>
      ) : (
        <TagList aria-label="Your skills">
          {skills.map((skill) => (
            <EditableChip key={skill}>
              {skill}
              <button
                type="button"
                aria-label={`Remove ${skill}`}
                onClick={() => update(skills.filter((existing) => existing !== skill))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </EditableChip>
          ))}
        </TagList>
      )}
    </>
  );
}

/**
 * Key skills: the list, its edit modal (add and remove, saved as one `PATCH /api/profile` with
 * `skills`) and the suggested keywords modal.
 */
export function SkillsSection({
  id,
  skills,
  onSaved,
}: {
  id: string;
  skills: string[];
  onSaved: (answer: ProfileAnswer) => void;
}) {
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const [draft, setDraft] = useState<string[]>(skills);
  const [busy, setBusy] = useState(false);

  const saveSkills = async (next: string[]) => {
    try {
      onSaved(await updateProfile({ skills: next }));
    } catch (error) {
      toast({
        tone: 'error',
        title: SAVE_DATA_FAILED,
        description: error instanceof Error ? error.message : undefined,
      });
      throw error;
    }
  };

  const saveDraft = async () => {
    setBusy(true);
    try {
      await saveSkills(draft);
      toast({ tone: 'success', title: 'Key skills saved' });
      setEditing(false);
    } catch {
      /* told by saveSkills; the modal stays open */
    } finally {
      setBusy(false);
    }
  };

  const addKeyword = async (keyword: string) => {
    await saveSkills(withSkill(skills, keyword));
    toast({ tone: 'success', title: `${keyword} added to your skills` });
  };

  return (
    <SectionCard
      id={id}
      title="Key skills"
      actions={
        <>
          <Button type="button" variant="ghost" size="sm" onClick={() => setSuggesting(true)}>
            Suggested keywords
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-label="Edit key skills"
            onClick={() => {
              setDraft(skills);
              setEditing(true);
            }}
          >
            Edit
          </Button>
        </>
      }
    >
      {skills.length === 0 ? (
        <EmptyText>{NO_SKILLS}</EmptyText>
      ) : (
        <TagList aria-label="Key skills">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge tone="blue">{skill}</Badge>
            </li>
          ))}
        </TagList>
      )}
      <Modal
        open={editing}
        onClose={() => !busy && setEditing(false)}
        title="Edit key skills"
        footer={
          <>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setEditing(false)}
              disabled={busy}
            >
              Cancel
            </Button>
            <Button type="button" loading={busy} onClick={() => void saveDraft()}>
              Save
            </Button>
          </>
        }
      >
        {editing ? (
          <SkillsEditor initial={skills} formId={`${id}-add-skill`} onChange={setDraft} />
        ) : null}
      </Modal>
      <KeywordSuggestionsModal
        open={suggesting}
        skills={skills}
        onAdd={addKeyword}
        onClose={() => setSuggesting(false)}
      />
    </SectionCard>
  );
}
