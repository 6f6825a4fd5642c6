/** Three questions: a required yes/no expecting "yes", an optional multiple choice, a required rating. */
export const QUESTIONS = [
  {
    text: 'Do you have a valid work permit?',
    type: 'yes_no',
    required: true,
    expected_answer: 'yes',
  },
  { text: 'Preferred shift', type: 'multiple_choice', options: ['Day', 'Night'] },
  { text: 'Rate your SQL', type: 'rating', required: true },
];
