import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SkipLink } from './SkipLink';

/**
 * Hidden until reached with Tab, then shown at the top left of its positioned ancestor; Enter
 * moves focus to the target ("Skip to main content" on every page, "Skip to results" on `/jobs`).
 */
const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-results', children: 'Skip to results' },
  render: (args) => (
    <div style={{ position: 'relative', paddingTop: 48 }}>
      <SkipLink {...args} />
      <p>Press Tab: the link appears above; Enter skips the filters.</p>
      <button type="button">A filter</button> <button type="button">Another filter</button>
      <ul id="story-results">
        <li>
          <a href="#job">Frontend Engineer</a>
        </li>
      </ul>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Shown as when focused (the stories' accessibility check sees its colours). */
export const Focused: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector('a')?.focus();
  },
};
