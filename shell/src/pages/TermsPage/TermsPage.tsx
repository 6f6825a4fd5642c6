import styled from 'styled-components';
import { ServicePageLayout } from '../ServicesPage/ServicePageLayout/ServicePageLayout';
import { TERMS_SECTIONS } from './termsSections';

const Contents = styled.nav`
  margin: 0 0 24px;
  padding: 16px 20px;
  border-radius: 12px;
  background: ${({ theme }) => theme.color.surfaceSunken};
  h2 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  ol {
    margin: 0;
    padding-left: 20px;
    columns: 2 240px;
  }
`;

/** `/terms-and-conditions`: the terms of use, with a table of contents. */
export function TermsPage() {
  return (
    <ServicePageLayout
      title="Terms and conditions"
      lead="Please read these terms before using Rozgar. By using the website you accept them."
    >
      <Contents aria-labelledby="terms-contents-heading">
        <h2 id="terms-contents-heading">Contents</h2>
        <ol>
          {TERMS_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
      </Contents>
      {TERMS_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </ServicePageLayout>
  );
}
