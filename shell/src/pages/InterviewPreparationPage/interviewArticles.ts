/**
 * Six well-known, free interview guides, shown as cards opening other sites
 * (docs/product/public-pages-and-services.md#interview-preparation).
 */
export interface InterviewArticle {
  title: string;
  description: string;
  author: string;
  url: string;
  /** Cover colours and symbol of the card's illustration. */
  cover: { from: string; to: string; symbol: string };
}

export const INTERVIEW_ARTICLES: ReadonlyArray<InterviewArticle> = [
  {
    title: '4 Common Interview Questions (and 4 Perfect Answers)',
    description:
      'How to answer “Tell me about yourself”, “Why do you want this job?” and other openers with a clear present-past-future structure.',
    author: 'The Muse',
    url: 'https://www.themuse.com/advice/4-common-interview-questions-and-4-perfect-answers',
    cover: { from: '#1a41ad', to: '#5b8def', symbol: '?' },
  },
  {
    title: 'The STAR Interview Method',
    description:
      'Answer behavioural questions with Situation, Task, Action and Result, with worked examples you can adapt.',
    author: 'The Muse',
    url: 'https://www.themuse.com/advice/star-interview-method',
    cover: { from: '#15603a', to: '#4fbf7f', symbol: '★' },
  },
  {
    title: 'How To Prepare for an Interview',
    description:
      'A checklist for the days before: research the company, study the job description, plan your answers and your questions.',
    author: 'Indeed Editorial Team',
    url: 'https://www.indeed.com/career-advice/interviewing/how-to-prepare-for-an-interview',
    cover: { from: '#8a3a00', to: '#f0a35e', symbol: '✓' },
  },
  {
    title: 'Tech Interview Handbook',
    description:
      'Free, curated preparation for coding interviews: study plans, algorithm cheatsheets, system design and behavioural rounds.',
    author: 'Yangshun Tay',
    url: 'https://www.techinterviewhandbook.org/',
    cover: { from: '#3b4556', to: '#8792a8', symbol: '</>' },
  },
  {
    title: 'How We Hire',
    description:
      'How a large tech employer runs its interviews, what it looks for, and how to prepare for structured interview questions.',
    author: 'Google Careers',
    url: 'https://www.google.com/about/careers/applications/how-we-hire/',
    cover: { from: '#0a5673', to: '#46a9cf', symbol: 'G' },
  },
  {
    title: 'Interview Tips to Help You Land the Job',
    description:
      'Practical tips for before, during and after the interview — from mock interviews to thank-you notes.',
    author: 'Coursera Staff',
    url: 'https://www.coursera.org/articles/interview-tips',
    cover: { from: '#9b1c13', to: '#ef7a6f', symbol: '✦' },
  },
];
