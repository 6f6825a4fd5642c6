import { WELCOME_STEP_TEXTS, type WelcomeItem } from '@rozgar/contracts/welcome';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $done: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $done }) => ($done ? theme.tone.green.border : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $done }) => ($done ? theme.tone.green.background : theme.color.surface)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid
    ${({ theme, $done }) => ($done ? theme.color.success : theme.color.borderStrong)};
  background: ${({ theme, $done }) => ($done ? theme.color.success : theme.color.surface)};
  color: ${({ theme }) => theme.color.textInverse};
`;

const State = styled.span<{ $done: boolean }>`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space[2]};
  font-weight: 600;
  color: ${({ theme, $done }) => ($done ? theme.tone.green.foreground : theme.color.text)};
`;

const Progress = styled.p`
  margin: 0;
  font-weight: 600;
`;

function Tick() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </svg>
  );
}

export interface WelcomeChecklistProps {
  items: WelcomeItem[];
  done: number;
  total: number;
}

/**
 * The getting-started checklist (docs/product/recruiter-tools-and-workspace.md#welcome): how many
 * steps are done, then each step linking to the page that does it, saying "Done" (with a tick) or
 * "Not done yet" — in words, not by colour alone.
 */
export function WelcomeChecklist({ items, done, total }: WelcomeChecklistProps) {
  return (
    <section aria-labelledby="welcome-checklist-heading">
      <h2 id="welcome-checklist-heading">Getting started</h2>
      <Progress id="welcome-progress">
        {done} of {total} done
      </Progress>
      <progress
        value={done}
        max={total}
        aria-labelledby="welcome-checklist-heading"
        aria-describedby="welcome-progress"
      />
      <List aria-label="Getting started steps">
        {items.map(({ step, done: isDone }) => {
          const text = WELCOME_STEP_TEXTS[step];
          return (
            <Step key={step} $done={isDone}>
              <Mark $done={isDone}>{isDone ? <Tick /> : null}</Mark>
              <div>
                <h3>
                  <Link to={text.path}>{text.title}</Link>
                </h3>
                <p>{text.hint}</p>
                <State $done={isDone}>{isDone ? 'Done' : 'Not done yet'}</State>
              </div>
            </Step>
          );
        })}
      </List>
    </section>
  );
}
