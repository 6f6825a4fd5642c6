import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { fixtureId, openJob } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { resumeFixture, resumeTextFixture } from '../../mocks/pipelineFixtures';
import { ResumeDialog } from './ResumeDialog';

const TEXT = `Venkata Chakravarthula
Principal Architect, Cloud Platforms — TCS

Led a team of 14 building React and TypeScript front ends over Java microservices.
Moved 40 services to Kubernetes on AWS; mentored engineers in TypeScript and testing.`;

/** An applicant's resume in the page: a PDF in the browser's viewer, a DOCX as marked text. */
const meta = {
  title: 'Responses/ResumeDialog',
  component: ResumeDialog,
  args: {
    name: 'Venkata Chakravarthula',
    resume: resumeFixture(openJob.id, fixtureId('venkata'), 'docx'),
    onClose: fn(),
  },
  beforeEach({ msw }) {
    msw.use(
      handlers.resumeText(resumeTextFixture(TEXT, ['React', 'TypeScript', 'Next.js'])),
      handlers.inlinePdf(),
    );
  },
} satisfies Meta<typeof ResumeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** DOCX: the text read from it, the job's skills marked. */
export const WordResume: Story = {};
export const Pdf: Story = {
  args: { resume: resumeFixture(openJob.id, fixtureId('venkata'), 'pdf') },
};
export const TextFails: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resumeTextDown());
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
