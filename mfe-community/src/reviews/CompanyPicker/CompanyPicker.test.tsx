import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { hdfcBank, zerodha } from '../../mocks/reviewFixtures';
import type { ReviewedCompany } from '../reviewsApi';
import { CompanyPicker } from './CompanyPicker';

function Picker({ onPick }: { onPick: (company: ReviewedCompany) => void }) {
  const [text, setText] = useState('');
  return (
    <CompanyPicker
      label="Company"
      value={text}
      onTextChange={setText}
      onPick={(company) => {
        setText(company.name);
        onPick(company);
      }}
      maxLength={100}
      debounceMs={0}
    />
  );
}

describe('CompanyPicker', () => {
  it('suggests as you type; arrows move (wrapping), Enter picks, Escape closes', async () => {
    mswServer.use(handlers.companySuggestions());
    const sent = recordRequests();
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderPage('/', <Picker onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Company' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('maxlength', '100');

    await user.type(box, 'financial');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining(hdfcBank.name),
      expect.stringContaining(zerodha.name),
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(sent.calls.at(-1)?.search.get('company')).toBe('financial');

    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    await user.type(box, 'x{Backspace}');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(zerodha);
    expect(box).toHaveValue(zerodha.name);
  });
});
