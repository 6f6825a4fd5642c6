import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextField } from '@rozgar/design-system';
import { ContributionForm, FieldGrid, FormSection, SectionLegend } from './ContributionForm';

/** The frame the contribution forms share: sections with legends and a wrapping grid of fields. */
const meta = {
  title: 'Reviews/ContributionForm',
  component: ContributionForm,
  args: {
    'aria-label': 'Example contribution',
    children: (
      <FormSection>
        <SectionLegend>About the job</SectionLegend>
        <FieldGrid>
          <TextField label="Designation" />
          <TextField label="Department" />
        </FieldGrid>
      </FormSection>
    ),
  },
} satisfies Meta<typeof ContributionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Section: Story = {};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
