import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { QUOTA_TEXTS } from '@rozgar/contracts/vocabularies';
import { http, HttpResponse } from 'msw';
import { ResumeLink } from './ResumeLink';

/** "View Resume" of a Resdex candidate: the download, or the refusal in a toast. */
const meta = {
  title: 'Resdex/ResumeLink',
  component: ResumeLink,
  args: { href: '/api/candidates/u1/resume' },
} satisfies Meta<typeof ResumeLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/candidates/u1/resume', () =>
        HttpResponse.text('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="resume.pdf"',
          },
        }),
      ),
    );
  },
};
/** Clicked once the plan's resume views are used up: the 403's text in a toast. */
export const ViewsUsedUp: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/candidates/u1/resume', () =>
        HttpResponse.json({ error: QUOTA_TEXTS.resumeViewsUsedUp }, { status: 403 }),
      ),
    );
  },
};
