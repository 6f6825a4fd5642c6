import type { Tone } from '@rozgar/design-system';
import { useId } from 'react';
import styled from 'styled-components';

export interface ScoreMeterProps {
  /** 0 to 100. */
  score: number;
  /** What is scored, e.g. "Keyword score": the meter's name and its visible label. */
  label: string;
  /** A line under the number, e.g. "3 of 5 checks met". */
  detail?: string;
}

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Figure = styled.span`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  small {
    margin-left: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Track = styled.div`
  height: 12px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: Tone; $score: number }>`
  width: ${({ $score }) => `${$score}%`};
  height: 100%;
  background: ${({ theme, $tone }) => theme.tone[$tone].foreground};
  transition: width ${({ theme }) => theme.motion.normal};
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Low scores read red, middling yellow, good green: the number and the words carry the meaning. */
const toneOf = (score: number): Tone => (score < 40 ? 'red' : score < 80 ? 'yellow' : 'green');

/**
 * A score out of 100 as a `meter` named by `label`: the number in words beside a bar, so colour is
 * never the only sign (docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser).
 */
export function ScoreMeter({ score, label, detail }: ScoreMeterProps) {
  const id = useId();
  const value = Math.round(Math.min(100, Math.max(0, score)));
  return (
    <Frame>
      <Label id={`${id}-label`}>{label}</Label>
      <Figure aria-hidden="true">
        {value}
        <small>/ 100</small>
      </Figure>
      <Track
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value} out of 100`}
      >
        <Fill $tone={toneOf(value)} $score={value} />
      </Track>
      {detail ? <Detail>{detail}</Detail> : null}
    </Frame>
  );
}
