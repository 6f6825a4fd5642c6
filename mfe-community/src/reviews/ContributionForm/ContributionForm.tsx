import styled from 'styled-components';

/*
 * The frame of the contribution forms (docs/product/community-and-reviews.md: write a review, share
 * an interview experience): the form's column, its bordered sections with their legends, and a
 * grid of fields that wraps to one column on a phone.
 */

export const ContributionForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

export const FormSection = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const SectionLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Fields side by side, each at least `$min` pixels wide (one column on a phone). */
export const FieldGrid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = 240 }) => $min}px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;
