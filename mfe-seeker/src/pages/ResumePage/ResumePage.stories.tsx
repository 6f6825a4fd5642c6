import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import { handlers } from '../../mocks/handlers';
import { resumeFixture } from '../../mocks/profileFixtures';
import { ResumePage } from './ResumePage';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const resume = resumeFixture({
  filename: 'ananya-krishnan-frontend.pdf',
  size: 182_400,
  uploaded_at: daysAgo(5),
});

/**
 * `/resume` (docs/product/seeker-profile-and-resume.md): the seeker's resume from GET /api/resume
 * (MSW here), to view, download, replace or delete, and the upload form.
 */
const meta = {
  title: 'Pages/ResumePage',
  component: ResumePage,
  parameters: { layout: 'fullscreen', route: '/resume' },
  beforeEach({ msw }) {
    msw.use(handlers.resume(resume), handlers.resumeUploads(resume), handlers.resumeDeletes());
    return signedInAs(SEEKER);
  },
} satisfies Meta<typeof ResumePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** A Word resume. */
export const WordDocument: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.resume({
        ...resume,
        filename: 'Ananya_Krishnan_Resume_2026.docx',
        content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
  },
};
/** No resume uploaded yet: only the upload form. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resume(null));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.pending('get', '/api/resume'));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.refuses('get', '/api/resume', 'Database unavailable, please try again shortly'),
    );
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
