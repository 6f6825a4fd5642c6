import { z } from 'zod';
import { bodyError, inputText, uniqueIgnoringCase } from './text';
import {
  PRESCREENING_LIMITS as LIMITS,
  PRESCREENING_QUESTION_TYPE_VALUES,
  PRESCREENING_TEXTS as TEXTS,
  YES_NO_VALUES,
} from './vocabularies/prescreening';

export * from './vocabularies/prescreening';
export * from './payloads/prescreening';

/*
 * Pre-screening's bodies (docs/product/recruiter-tools-and-workspace.md#pre-screening): a job's
 * questions and filter criteria as the recruiter saves them (`PUT /api/jobs/{jobId}/prescreening`),
 * and the answers a seeker sends with an application (`POST /api/apply-job`). What the API answers
 * is in ./payloads/prescreening (zod/mini).
 */

const questionId = z
  .string('A question id must be text')
  .regex(/^[0-9a-f]{24}$/i, 'A question id must be 24 hexadecimal digits')
  .transform((id) => id.toLowerCase());

/** The question's text: "Please enter a question" when blank or missing. */
const questionText = inputText('A question', {
  max: LIMITS.questionText,
  notText: TEXTS.questionRequired,
  tooLong: `A question must be at most ${LIMITS.questionText} characters`,
}).min(1, TEXTS.questionRequired);

const option = inputText('An option', {
  max: LIMITS.option,
  tooLong: `An option must be at most ${LIMITS.option} characters`,
});

/**
 * One question of the PUT body. `id` keeps an existing question's id (answers already given refer
 * to it); a new question leaves it out and the server gives it one. `options` counts for a
 * multiple-choice question only (blank ones dropped, repeats kept once, at least 2: "Multiple
 * choice questions require at least 2 options"); `expected_answer` for a yes/no question only
 * (what auto-reject expects); both are cleared for the other types.
 */
export const prescreeningQuestionBodySchema = z
  .strictObject(
    {
      id: questionId.optional(),
      text: questionText,
      type: z.enum(
        PRESCREENING_QUESTION_TYPE_VALUES,
        `A question's type must be one of: ${PRESCREENING_QUESTION_TYPE_VALUES.join(', ')}`,
      ),
      required: z.boolean('required must be true or false').default(false),
      options: z
        .array(option, 'options must be a list of texts')
        .max(LIMITS.maxOptions, `A question can have at most ${LIMITS.maxOptions} options`)
        .default([]),
      expected_answer: z
        .enum(YES_NO_VALUES, 'The expected answer must be yes or no')
        .nullable()
        .default(null),
    },
    { error: bodyError },
  )
  .transform((question) => ({
    ...question,
    options:
      question.type === 'multiple_choice'
        ? uniqueIgnoringCase(question.options.filter((text) => text !== ''))
        : [],
    expected_answer: question.type === 'yes_no' ? question.expected_answer : null,
  }))
  .refine(
    (question) =>
      question.type !== 'multiple_choice' || question.options.length >= LIMITS.minOptions,
    TEXTS.optionsRequired,
  );
export type PrescreeningQuestionBodyInput = z.input<typeof prescreeningQuestionBodySchema>;
export type PrescreeningQuestionBody = z.output<typeof prescreeningQuestionBodySchema>;

/** The job's filter criteria: auto-reject on or off, minimum years of experience, required skills. */
export const prescreeningCriteriaBodySchema = z.strictObject(
  {
    auto_reject: z.boolean('auto_reject must be true or false').default(false),
    min_experience: z
      .number(TEXTS.minExperience)
      .int(TEXTS.minExperience)
      .min(LIMITS.minExperience, TEXTS.minExperience)
      .max(LIMITS.maxExperience, TEXTS.minExperience)
      .default(0),
    required_skills: z
      .array(
        inputText('A required skill', { max: LIMITS.skill }).min(1, 'A required skill is blank'),
        'required_skills must be a list of skills',
      )
      .transform((skills) => uniqueIgnoringCase(skills))
      .pipe(
        z
          .array(z.string())
          .max(LIMITS.requiredSkills, `At most ${LIMITS.requiredSkills} required skills`),
      )
      .default([]),
  },
  { error: bodyError },
);
export type PrescreeningCriteriaBody = z.output<typeof prescreeningCriteriaBodySchema>;

/**
 * `PUT /api/jobs/{jobId}/prescreening` body: the job's whole set, replacing what was there — its
 * questions in order (at most 10; `[]` removes them) and its criteria. Two questions may not share
 * an id.
 */
export const prescreeningBodySchema = z.strictObject(
  {
    questions: z
      .array(prescreeningQuestionBodySchema, 'questions must be a list')
      .max(LIMITS.questions, TEXTS.tooManyQuestions)
      .refine((questions) => {
        const ids = questions.flatMap((question) => (question.id ? [question.id] : []));
        return new Set(ids).size === ids.length;
      }, 'Two questions have the same id'),
    criteria: prescreeningCriteriaBodySchema.default({
      auto_reject: false,
      min_experience: 0,
      required_skills: [],
    }),
  },
  { error: bodyError },
);
export type PrescreeningBodyInput = z.input<typeof prescreeningBodySchema>;
export type PrescreeningBody = z.output<typeof prescreeningBodySchema>;

const answer = z.union(
  [
    z.string().max(LIMITS.textAnswer * 2, 'An answer is too long'),
    z.number(),
    z.boolean(),
    z.null(),
  ],
  'Each answer must be text, a number, or true or false',
);

/**
 * `POST /api/apply-job` body: `{ job_id, answers? }`. `answers` maps a question id to its answer
 * (checked against the job's questions by `checkAnswers`); a client that knows no questions sends
 * `{ job_id }` alone, which a job without required questions accepts.
 */
export const applyJobBodySchema = z.object(
  {
    job_id: inputText('job_id', {
      max: 24,
      notText: 'job_id is required',
      tooLong: 'Not a valid job id',
    }).regex(/^[0-9a-fA-F]{24}$/, 'Not a valid job id'),
    answers: z
      .record(z.string(), answer, 'answers must map question ids to answers')
      .refine((answers) => Object.keys(answers).length <= LIMITS.questions * 2, 'Too many answers')
      .optional(),
  },
  { error: bodyError },
);
export type ApplyJobBody = z.output<typeof applyJobBodySchema>;

/**
 * A job's pre-screening as stored (`job_prescreening`, one row per job): its questions in order,
 * each with its own `_id`, and its criteria; what the seed's contract test checks its rows against.
 */
export const storedJobPrescreeningSchema = z.looseObject({
  job_id: z.unknown(),
  questions: z
    .array(
      z.looseObject({
        _id: z.unknown(),
        text: z.string().trim().min(1).max(LIMITS.questionText),
        type: z.enum(PRESCREENING_QUESTION_TYPE_VALUES),
        required: z.boolean(),
        options: z.array(z.string().min(1).max(LIMITS.option)).max(LIMITS.maxOptions),
        expected_answer: z.enum(YES_NO_VALUES).nullable(),
      }),
    )
    .max(LIMITS.questions)
    .refine(
      (questions) =>
        questions.every(
          (question) =>
            (question.type === 'multiple_choice'
              ? question.options.length >= LIMITS.minOptions
              : question.options.length === 0) &&
            (question.type === 'yes_no' || question.expected_answer === null),
        ),
      'options for multiple choice only (at least 2), an expected answer for yes/no only',
    ),
  criteria: z.looseObject({
    auto_reject: z.boolean(),
    min_experience: z.number().int().min(LIMITS.minExperience).max(LIMITS.maxExperience),
    required_skills: z.array(z.string().min(1).max(LIMITS.skill)).max(LIMITS.requiredSkills),
  }),
  updated_at: z.date(),
});
