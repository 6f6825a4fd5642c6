import { COUNSELLING_TOPICS } from '@rozgar/contracts/vocabularies';

/** The two career counsellors of /career-counselling. */
export interface Counsellor {
  name: string;
  title: string;
  experience: string;
  languages: string;
  focus: ReadonlyArray<string>;
  about: string;
}

export const COUNSELLORS: ReadonlyArray<Counsellor> = [
  {
    name: 'Dr. Meera Iyer',
    title: 'Career psychologist',
    experience: '14 years of counselling students and early-career professionals',
    languages: 'English, Hindi, Tamil',
    focus: ['Choosing a career path', 'Higher studies', 'Aptitude and interest assessment'],
    about:
      'Meera helps students and freshers match their strengths to a field, compare courses in India and abroad, and plan the first three years of their career.',
  },
  {
    name: 'Rohit Deshpande',
    title: 'Senior HR leader and executive coach',
    experience: '18 years hiring for IT services, fintech and consumer companies',
    languages: 'English, Hindi, Marathi',
    focus: ['Changing careers', 'Salary negotiation', 'Interview preparation'],
    about:
      'Rohit has sat on thousands of interview panels. He coaches mid-career professionals on switching roles, negotiating offers and preparing for leadership interviews.',
  },
];

/** Topics a session can be about: the contracts' (the BFF accepts exactly these). */
export { COUNSELLING_TOPICS };
