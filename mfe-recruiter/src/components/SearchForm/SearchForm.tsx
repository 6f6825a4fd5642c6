import { Button } from '@rozgar/design-system';
import type { FormEventHandler, MouseEventHandler } from 'react';
import styled from 'styled-components';
import { SECTIONS, type SectionId } from '../../resdex/searchForm';
import { FormSection } from '../FormSection/FormSection';
import { SearchAdditionalFields } from '../SearchAdditionalFields/SearchAdditionalFields';
import { SearchBasicFields } from '../SearchBasicFields/SearchBasicFields';
import { SearchEducationFields } from '../SearchEducationFields/SearchEducationFields';
import { SearchEmploymentFields } from '../SearchEmploymentFields/SearchEmploymentFields';
import { SearchKeywordFields } from '../SearchKeywordFields/SearchKeywordFields';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  &[hidden] {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * The resume search form in collapsible sections (ADR 012): `/search-resume`'s quick form, or
 * with `full` `/advanced-search`'s, which adds the keywords first and notice period and expected
 * salary. Its fields read the form from the page's `FormProvider`; which sections are open is
 * the page's (a search applied or refused opens the sections it concerns).
 */
export function SearchForm({
  full,
  open,
  onToggleSection,
  onSubmit,
  onSave,
  hidden,
  busy,
}: {
  full: boolean;
  open: ReadonlySet<SectionId>;
  onToggleSection: (id: SectionId) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** "Save this search": checks the form, then asks for a title. */
  onSave: MouseEventHandler<HTMLButtonElement>;
  /** The full search folded into its summary. */
  hidden: boolean;
  busy: boolean;
}) {
  const section = (id: SectionId) => ({
    id: `resume-search-${id}`,
    title: SECTIONS.find((item) => item.id === id)!.title,
    open: open.has(id),
    onToggle: () => onToggleSection(id),
  });
  return (
    <Form
      id="resume-search-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="resume-search-heading"
      hidden={hidden}
    >
      {full ? (
        <FormSection {...section('keywords')}>
          <SearchKeywordFields />
        </FormSection>
      ) : null}
      <FormSection {...section('basic')}>
        <SearchBasicFields />
      </FormSection>
      <FormSection {...section('employment')}>
        <SearchEmploymentFields />
      </FormSection>
      <FormSection {...section('education')}>
        <SearchEducationFields />
      </FormSection>
      <FormSection {...section('additional')}>
        <SearchAdditionalFields full={full} />
      </FormSection>
      <Actions>
        <Button variant="secondary" onClick={onSave}>
          Save this search
        </Button>
        <Button type="submit" loading={busy}>
          Search resumes
        </Button>
      </Actions>
    </Form>
  );
}
