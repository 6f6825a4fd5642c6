import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { useForm } from 'react-hook-form';
import { handlers } from '../../mocks/handlers';
import { CompanyField, type CompanyValues } from './CompanyField';

/** The company of a review or salary form: suggestions from GET /api/reviews/search (MSW). */
function InForm({ hint }: { hint?: string }) {
  const { control, setValue, handleSubmit } = useForm<CompanyValues>({
    defaultValues: { company_name: '', company_id: '' },
    mode: 'onTouched',
  });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)} aria-label="Company">
      <CompanyField
        control={control}
        setValue={setValue}
        rules={{ validate: (name) => name.trim() !== '' || 'Company name is required' }}
        label="Company name"
        maxLength={200}
        hint={hint}
      />
      <button type="submit">Continue</button>
    </form>
  );
}

const meta = {
  title: 'Community/CompanyField',
  component: InForm,
  beforeEach({ msw }) {
    msw.use(handlers.companySuggestions());
  },
} satisfies Meta<typeof InForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with the hint the write-review form gives. */
export const Empty: Story = {
  args: { hint: 'Pick your company from the suggestions, or type its name if it is not listed.' },
};

/** Typing shows the matching companies with their ratings. */
export const Suggesting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Company name/ }), 'financial');
    await expect(await canvas.findAllByRole('option')).not.toHaveLength(0);
  },
};

/** Sent empty: the rule's message next to the box. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Company name is required')).toBeVisible();
  },
};
