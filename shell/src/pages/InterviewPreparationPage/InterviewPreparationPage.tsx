import { Button, Card, VisuallyHidden } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ServicePageLayout } from '../ServicesPage/ServicePageLayout/ServicePageLayout';
import { INTERVIEW_ARTICLES, type InterviewArticle } from './interviewArticles';

const Articles = styled.ul`
  list-style: none;
  margin: 0 0 32px;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

const ArticleCard = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 12px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: 16px 20px 20px;
`;

const Author = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
  margin-top: auto !important;
`;

function Cover({ cover }: { cover: InterviewArticle['cover'] }) {
  const gradientId = `cover-${cover.from.slice(1)}-${cover.to.slice(1)}`;
  return (
    <svg viewBox="0 0 320 120" width="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={cover.from} />
          <stop offset="1" stopColor={cover.to} />
        </linearGradient>
      </defs>
      <rect width="320" height="120" fill={`url(#${gradientId})`} />
      <text x="160" y="76" textAnchor="middle" fontSize="44" fill="#fff" fontWeight="700">
        {cover.symbol}
      </text>
    </svg>
  );
}

/** `/services/interview-preparation`: six interview guides that open in a new tab. */
export function InterviewPreparationPage() {
  return (
    <ServicePageLayout
      title="Interview preparation"
      lead="The best free guides we know to common questions, behavioural answers and technical rounds. Read two or three before your next interview and practise your answers aloud."
    >
      <Articles>
        {INTERVIEW_ARTICLES.map((article) => (
          <li key={article.url}>
            <ArticleCard padding="none">
              <Cover cover={article.cover} />
              <Body>
                <h2>
                  <a href={article.url} target="_blank" rel="noopener noreferrer">
                    {article.title}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    <span aria-hidden="true"> ↗</span>
                  </a>
                </h2>
                <p>{article.description}</p>
                <Author>By {article.author}</Author>
              </Body>
            </ArticleCard>
          </li>
        ))}
      </Articles>
      <Card padding="lg" elevated>
        <h2 style={{ marginTop: 0 }}>Looking for a job?</h2>
        <p>Put your preparation to use: thousands of live openings across India.</p>
        <Button as={Link} to="/jobs">
          Looking for a job?
        </Button>
      </Card>
    </ServicePageLayout>
  );
}
