import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CandidateActionDialog } from './CandidateActionDialog';

interface Shelf {
  id: string;
  name: string;
}

function Harness({
  shelves,
  act,
  onClose = () => {},
}: {
  shelves: Shelf[];
  act: (shelf: Shelf, text: string | undefined) => Promise<void>;
  onClose?: () => void;
}) {
  const choices = useQuery({ queryKey: ['shelves', shelves], queryFn: async () => shelves });
  return (
    <CandidateActionDialog
      title="Put Meera Iyer on a shelf"
      submitLabel="Put on shelf"
      choices={choices}
      loadingLabel="Loading your shelves"
      loadFailed="Failed to load your shelves"
      empty="You have no shelves yet."
      choiceLabel="Shelf"
      optionLabel={(shelf) => shelf.name}
      text={{ label: 'Note (optional)', rows: 3, max: 10, hint: 'Kept with the candidate.' }}
      act={act}
      failureText={(error) => (error instanceof Error ? error.message : 'Failed')}
      onClose={onClose}
    />
  );
}

const SHELVES = [
  { id: 's1', name: 'Java' },
  { id: 's2', name: 'Design' },
];

describe('CandidateActionDialog', () => {
  it('acts on the chosen item with the trimmed text, then closes', async () => {
    const act = vi.fn(async () => {});
    const onClose = vi.fn();
    renderPage('/', <Harness shelves={SHELVES} act={act} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Put Meera Iyer on a shelf' });
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: /Shelf/ }),
      's2',
    );
    await userEvent.type(within(dialog).getByLabelText(/Note/), '  call  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on shelf' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(act).toHaveBeenCalledWith(SHELVES[1], 'call');
  });

  it("shows the action's failure in words and stays open", async () => {
    const act = vi.fn(async () => {
      throw new Error('That shelf is full');
    });
    const onClose = vi.fn();
    renderPage('/', <Harness shelves={SHELVES} act={act} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: /Shelf/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on shelf' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That shelf is full');
    expect(act).toHaveBeenCalledWith(SHELVES[0], undefined);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when there is nothing to choose, without a submit button', async () => {
    renderPage('/', <Harness shelves={[]} act={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('You have no shelves yet.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Put on shelf' })).toBeNull();
  });
});
