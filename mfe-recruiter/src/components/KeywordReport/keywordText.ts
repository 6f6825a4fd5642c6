import {
  KEYWORD_OPTIMISER_LIMITS as LIMITS,
  type KeywordAnalysis,
  type KeywordRule,
} from '@rozgar/contracts/keyword-optimiser';

const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-IN');

/** A percentage as the report writes it: "2.5 %". */
export const percent = (value: number) => `${oneDecimal.format(value)} %`;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${whole.format(count)} ${count === 1 ? one : many}`;

/** Each rule's name with what the text has, in the order of the contracts' rules. */
export function ruleName(rule: KeywordRule, analysis: KeywordAnalysis): string {
  switch (rule) {
    case 'title_length':
      return `Title length: ${plural(analysis.title_words, 'word')} (${LIMITS.titleWordsMin} to ${LIMITS.titleWordsMax})`;
    case 'description_length':
      return `Description length: ${plural(analysis.description_words, 'word')} (at least ${LIMITS.descriptionWordsMin})`;
    case 'title_keyword':
      return 'A high-relevance keyword in the title';
    case 'keyword_density':
      return `Average keyword density: ${percent(analysis.density)} (above ${percent(LIMITS.densityMinExclusive)} and below ${percent(LIMITS.densityMaxExclusive)})`;
    case 'distinct_keywords':
      return `Distinct keywords: ${whole.format(analysis.keywords.length)} (at least ${LIMITS.distinctKeywordsMin})`;
  }
}

/** Where the keywords came from (ADR 021): the open jobs they were taken from. */
export function sourceText({ keyword_source: { scope, value, jobs } }: KeywordAnalysis): string {
  const openJobs = plural(jobs, 'open job');
  const from =
    scope === 'role' && value
      ? `${openJobs} for the role "${value}"`
      : scope === 'industry' && value
        ? `${openJobs} in ${value}`
        : scope === 'title'
          ? `${openJobs} with titles like this one`
          : `all ${openJobs} on Rozgar`;
  return `Keywords from ${from}, weighted by what seekers search for.`;
}

/** "3 of 5 checks met". */
export const checksMet = ({ rules }: KeywordAnalysis) =>
  `${rules.filter((one) => one.met).length} of ${rules.length} checks met`;

/** A relevance of 0–1 as a share of the most relevant keyword's: "93 %". */
export const relevanceText = (relevance: number) => `${Math.round(relevance * 100)} %`;

/** "used 7 times". */
export const usedTimes = (count: number) => `used ${plural(count, 'time')}`;
