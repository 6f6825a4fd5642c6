import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { hdfcBank } from '../../mocks/reviewFixtures';
import { CompanyField, type CompanyValues } from './CompanyField';

function Form({ onSubmit }: { onSubmit: (values: CompanyValues) => void }) {
  const { control, setValue, handleSubmit } = useForm<CompanyValues>({
    defaultValues: { company_name: '', company_id: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <CompanyField
        control={control}
        setValue={setValue}
        rules={{ validate: (name) => name.trim() !== '' || 'Company name is required' }}
        label="Company name"
        maxLength={100}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('CompanyField', () => {
  it('keeps the picked company’s id, forgets it once a name is typed, and shows the rule’s message', async () => {
    mswServer.use(handlers.companySuggestions());
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderPage('/', <Form onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Company name is required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    const box = screen.getByRole('combobox', { name: /Company name/ });
    await user.type(box, 'hdfc');
    await user.click(await screen.findByRole('option', { name: new RegExp(hdfcBank.name) }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      { company_name: hdfcBank.name, company_id: hdfcBank.id },
      expect.anything(),
    );

    await user.type(box, ' Ltd');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      { company_name: `${hdfcBank.name} Ltd`, company_id: '' },
      expect.anything(),
    );
  });
});
