/*
 * Pre-screening's vocabularies, limits, texts and rules (docs/product/recruiter-tools-and-workspace.md#pre-screening):
 * zod-free, for the frontends' bundles. The same answer check runs in the apply dialog and in the
 * BFF, so a seeker reads the server's words before sending.
 */

/** The kinds of question a recruiter asks: free text, yes/no, one of several options, a 1–5 rating. */
export const PRESCREENING_QUESTION_TYPES = [
  { value: 'text', label: 'Text' },
  { value: 'yes_no', label: 'Yes / No' },
  { value: 'multiple_choice', label: 'Multiple choice' },
  { value: 'rating', label: 'Rating (1–5)' },
] as const;
export type PrescreeningQuestionType = (typeof PRESCREENING_QUESTION_TYPES)[number]['value'];
export const PRESCREENING_QUESTION_TYPE_VALUES = PRESCREENING_QUESTION_TYPES.map(
  (type) => type.value,
) as [PrescreeningQuestionType, ...PrescreeningQuestionType[]];

/** A yes/no answer, and the answer a recruiter may expect to one. */
export const YES_NO_VALUES = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO_VALUES)[number];

export const PRESCREENING_LIMITS = {
  /** Questions per job. */
  questions: 10,
  /** Characters of a question's text. */
  questionText: 300,
  /** Options of a multiple-choice question: at least … */
  minOptions: 2,
  /** … and at most. */
  maxOptions: 10,
  /** Characters of one option. */
  option: 100,
  /** The lowest and highest minimum years of experience. */
  minExperience: 0,
  maxExperience: 20,
  /** Required skills per job, and characters of one. */
  requiredSkills: 20,
  skill: 50,
  /** Characters of a text answer. */
  textAnswer: 1000,
  /** The lowest and highest rating. */
  minRating: 1,
  maxRating: 5,
} as const;

/** The rules' texts, as the product words them. */
export const PRESCREENING_TEXTS = {
  questionRequired: 'Please enter a question',
  optionsRequired: 'Multiple choice questions require at least 2 options',
  tooManyQuestions: `A job can have at most ${PRESCREENING_LIMITS.questions} questions`,
  minExperience: `Minimum experience must be a whole number from ${PRESCREENING_LIMITS.minExperience} to ${PRESCREENING_LIMITS.maxExperience}`,
} as const;

/** A question as the seeker's apply dialog gets it: no expected answer, no criteria. */
export interface PrescreeningQuestionForSeeker {
  id: string;
  text: string;
  type: PrescreeningQuestionType;
  required: boolean;
  /** The choices of a multiple-choice question, in order; empty for the other types. */
  options: string[];
}

/** One answer as a seeker sends it: text, an option, `yes`/`no` (or true/false), a rating. */
export type PrescreeningAnswerInput = string | number | boolean;

/** One answer as stored with the application and shown to the recruiter. */
export interface PrescreeningAnswer {
  question_id: string;
  /** The question's text when it was answered (the recruiter may edit it later). */
  question: string;
  type: PrescreeningQuestionType;
  /** Text or the chosen option as written by the recruiter; `yes`/`no`; a rating 1–5. */
  answer: string | number;
}

export type AnswersCheck = { answers: PrescreeningAnswer[] } | { error: string };

const quoted = (question: { text: string }) => `"${question.text}"`;

/** The answer problems in words, each naming the question. */
export const answerProblem = {
  required: (question: { text: string }) =>
    `Please answer the required question ${quoted(question)}`,
  yesNo: (question: { text: string }) => `Answer yes or no to ${quoted(question)}`,
  choice: (question: { text: string }) => `Choose one of the options of ${quoted(question)}`,
  rating: (question: { text: string }) =>
    `Rate ${quoted(question)} with a whole number from ${PRESCREENING_LIMITS.minRating} to ${PRESCREENING_LIMITS.maxRating}`,
  text: (question: { text: string }) =>
    `The answer to ${quoted(question)} must be text of at most ${PRESCREENING_LIMITS.textAnswer} characters`,
};

/** One answer read for its question: the stored value, null when left blank, or a problem. */
function readAnswer(
  question: PrescreeningQuestionForSeeker,
  raw: PrescreeningAnswerInput | null | undefined,
): { value: string | number | null } | { error: string } {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { value: null };
  switch (question.type) {
    case 'text':
      return typeof raw === 'string' && raw.trim().length <= PRESCREENING_LIMITS.textAnswer
        ? { value: raw.trim() }
        : { error: answerProblem.text(question) };
    case 'yes_no': {
      if (typeof raw === 'boolean') return { value: raw ? 'yes' : 'no' };
      const word = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      return word === 'yes' || word === 'no'
        ? { value: word }
        : { error: answerProblem.yesNo(question) };
    }
    case 'multiple_choice': {
      const chosen =
        typeof raw === 'string'
          ? question.options.find((option) => option.toLowerCase() === raw.trim().toLowerCase())
          : undefined;
      return chosen ? { value: chosen } : { error: answerProblem.choice(question) };
    }
    case 'rating': {
      const rating = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
      return typeof rating === 'number' &&
        Number.isInteger(rating) &&
        rating >= PRESCREENING_LIMITS.minRating &&
        rating <= PRESCREENING_LIMITS.maxRating
        ? { value: rating }
        : { error: answerProblem.rating(question) };
    }
  }
}

/**
 * A seeker's answers (question id → answer) checked against the job's questions, in the questions'
 * order: the first problem in words (a required question left blank, an answer of the wrong kind),
 * or the answers to store. Answers to questions the job no longer has are dropped; optional
 * questions left blank are left out.
 */
export function checkAnswers(
  questions: readonly PrescreeningQuestionForSeeker[],
  given: Readonly<Record<string, PrescreeningAnswerInput | null | undefined>> = {},
): AnswersCheck {
  const answers: PrescreeningAnswer[] = [];
  for (const question of questions) {
    const read = readAnswer(
      question,
      Object.hasOwn(given, question.id) ? given[question.id] : undefined,
    );
    if ('error' in read) return read;
    if (read.value === null) {
      if (question.required) return { error: answerProblem.required(question) };
      continue;
    }
    answers.push({
      question_id: question.id,
      question: question.text,
      type: question.type,
      answer: read.value,
    });
  }
  return { answers };
}
