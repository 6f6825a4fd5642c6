import type { StoryContext } from '@storybook/react-webpack5';
import { handlers } from '../../mocks/handlers';
import type { SignupTexts } from './signupTexts';

/** Who signs up in a story: the details typed into the first step. */
export interface SignupPerson {
  name: string;
  email: string;
  password: string;
}

type PlayContext = Pick<StoryContext, 'canvas' | 'userEvent'>;

/** Fills in the details step as `person` would and sends it. */
export async function sendDetails(
  { canvas, userEvent }: PlayContext,
  texts: SignupTexts,
  person: SignupPerson,
) {
  await userEvent.type(canvas.getByLabelText(/^Full name/), person.name);
  await userEvent.type(canvas.getByLabelText(/^Email/), person.email);
  await userEvent.type(canvas.getByLabelText(/^Password/), person.password);
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), person.password);
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: texts.sendLabel }));
}

/**
 * The signup pages' two states past the details step, the same for the job seeker's and the
 * recruiter's page but for their texts and who signs up.
 */
export function signupStepStories(texts: SignupTexts, person: SignupPerson) {
  return {
    /** Details sent, the code is on its way: step 2. */
    VerifyStep: {
      beforeEach({ msw }: Pick<StoryContext, 'msw'>) {
        msw.use(handlers.otpSent());
      },
      play: async (context: PlayContext) => {
        await sendDetails(context, texts, person);
        await context.canvas.findByRole('heading', { name: 'Verify Email' });
      },
    },
    /** The mail service has not answered yet: the button says the code is being sent. */
    Sending: {
      beforeEach({ msw }: Pick<StoryContext, 'msw'>) {
        msw.use(handlers.otpSending());
      },
      play: async (context: PlayContext) => {
        await sendDetails(context, texts, person);
        await context.canvas.findByRole('button', { name: texts.sendingLabel });
      },
    },
  };
}
