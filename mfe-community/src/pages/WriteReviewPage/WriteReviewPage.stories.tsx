import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import { SEEKER, sessionLoading, signedInAs } from '../../../../.storybook/session';
import { handlers } from '../../mocks/handlers';
import { reviewsBackend } from '../../stories/reviewsBackend';
import { WriteReviewPage } from './WriteReviewPage';

/** `/write-review`: suggestions from GET /api/reviews/search, stored by POST /api/reviews (MSW). */
const meta = {
  title: 'Pages/WriteReviewPage',
  component: WriteReviewPage,
  parameters: { layout: 'fullscreen', route: '/write-review' },
} satisfies Meta<typeof WriteReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A job seeker: type a company for suggestions, rate with the arrow keys, submit. */
export const Ready: Story = { beforeEach: reviewsBackend(SEEKER) };
/** A visitor fills the form in; submitting keeps it and asks to log in. */
export const Visitor: Story = { beforeEach: reviewsBackend(null) };
/** Who is logged in is not known yet. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/me', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    return sessionLoading();
  },
};
/** The suggestions cannot load: a typed name still works. */
export const SuggestionsDown: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.companySuggestionsDown());
    return signedInAs(SEEKER);
  },
};
export const Phone360: Story = {
  ...Ready,
  globals: { viewport: { value: 'phone360' } },
};
