import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useQuery } from '@tanstack/react-query';
import { CandidateActionDialog } from './CandidateActionDialog';

const FOLDERS = [
  { id: 'f1', name: 'Java leads', count: 4 },
  { id: 'f2', name: 'Designers', count: 0 },
];

function Story({ folders }: { folders: typeof FOLDERS }) {
  const choices = useQuery({ queryKey: ['story-folders', folders], queryFn: async () => folders });
  return (
    <CandidateActionDialog
      title="Add Meera Iyer to a folder"
      submitLabel="Add to folder"
      choices={choices}
      loadingLabel="Loading your folders"
      loadFailed="Failed to load your folders"
      empty="You have no folders yet."
      choiceLabel="Folder"
      optionLabel={(folder) => `${folder.name} (${folder.count})`}
      text={{ label: 'Note (optional)', rows: 3, max: 500, hint: 'Kept with the candidate.' }}
      act={async () => {}}
      failureText={() => 'Failed to add to the folder. Please try again.'}
      onClose={() => {}}
    />
  );
}

const meta = {
  title: 'Recruiter/CandidateActionDialog',
  component: Story,
  args: { folders: FOLDERS },
} satisfies Meta<typeof Story>;

export default meta;
type StoryType = StoryObj<typeof meta>;

export const ChooseAFolder: StoryType = {};

/** Nothing to choose from yet: the way to make one, no submit button. */
export const NothingToChoose: StoryType = { args: { folders: [] } };
