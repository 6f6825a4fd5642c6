import { Button, TagList, TextField, VisuallyHidden } from '@rozgar/design-system';
import { PRESCREENING_LIMITS } from '@rozgar/contracts/vocabularies';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySoft};
  button {
    min-width: 32px;
    min-height: 32px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: none;
    color: inherit;
    font-size: ${({ theme }) => theme.font.size.lg};
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface RequiredSkillsProps {
  value: string[];
  onChange: (skills: string[]) => void;
}

/**
 * The skills a job's applicants must have (docs/product/recruiter-tools-and-workspace.md#pre-screening),
 * as chips: typed in and added with Enter or "Add skill" (a repeat, in any case, is added once),
 * each removed by its × button; the focus stays in the list when one is removed.
 */
export function RequiredSkills({ value, onChange }: RequiredSkillsProps) {
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const labelId = useId();
  const full = value.length >= PRESCREENING_LIMITS.requiredSkills;

  function add() {
    const skill = draft.trim();
    if (!skill) return;
    if (value.some((one) => one.toLowerCase() === skill.toLowerCase())) {
      setNote(`${skill} is already required`);
    } else {
      onChange([...value, skill]);
      setNote(`${skill} added`);
    }
    setDraft('');
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the skill instead of sending the whole form.
    event.preventDefault();
    add();
  }

  function remove(index: number) {
    const skill = value[index]!;
    onChange(value.filter((_, at) => at !== index));
    setNote(`${skill} removed`);
    // The next chip's button, else the previous one's, else the text field keeps the focus.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll('button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? input.current)?.focus();
    });
  }

  return (
    <Group role="group" aria-labelledby={labelId}>
      <strong id={labelId}>Required skills</strong>
      {value.length ? (
        <TagList ref={list} aria-label="Required skills">
          {value.map((skill, index) => (
            <Chip key={skill}>
              {skill}
              <button type="button" aria-label={`Remove ${skill}`} onClick={() => remove(index)}>
                ×
              </button>
            </Chip>
          ))}
        </TagList>
      ) : (
        <Muted>No skills required</Muted>
      )}
      {full ? (
        <Muted>At most {PRESCREENING_LIMITS.requiredSkills} required skills</Muted>
      ) : (
        <Row>
          <TextField
            ref={input}
            label="Add a required skill"
            hint="Applicants whose profile lacks one of these do not meet the criteria"
            maxLength={PRESCREENING_LIMITS.skill}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="button" variant="secondary" onClick={add}>
            Add skill
          </Button>
        </Row>
      )}
      <VisuallyHidden role="status">{note}</VisuallyHidden>
    </Group>
  );
}
