import { useId } from 'react';
import styled from 'styled-components';
import { formatLakhs, groupTitle, type SalaryGroup } from '../salaryInsights';

const Svg = styled.svg`
  width: 100%;
  height: auto;
  font-size: 12px;
  .label {
    fill: ${({ theme }) => theme.color.text};
  }
  .axis {
    fill: ${({ theme }) => theme.color.textMuted};
  }
  .range {
    fill: ${({ theme }) => theme.color.primarySoft};
    stroke: ${({ theme }) => theme.color.primary};
  }
  .range.contributed {
    fill: ${({ theme }) => theme.color.surface};
    stroke-dasharray: 4 3;
  }
  .median {
    stroke: ${({ theme }) => theme.color.primary};
    stroke-width: 3;
  }
  .grid {
    stroke: ${({ theme }) => theme.color.border};
  }
`;

const LABEL_WIDTH = 220;
const CHART_WIDTH = 760;
const ROW_HEIGHT = 34;
const TOP = 24;

const truncate = (text: string, length = 30) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

export interface SalaryChartProps {
  groups: ReadonlyArray<SalaryGroup>;
  /** What the bars are (e.g. "role"), for the chart's text alternative. */
  groupLabel: string;
}

/**
 * One bar per group from the lowest to the highest salary, with a mark at the median; a group of
 * contributed salaries is named so ("… (contributed)") and drawn dashed.
 * The SVG is an image with a short text alternative; the table next to it has every figure.
 */
export function SalaryChart({ groups, groupLabel }: SalaryChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const scaleMax = Math.max(1, ...groups.map((group) => group.maxLakhs));
  const step = scaleMax <= 20 ? 5 : scaleMax <= 60 ? 10 : 25;
  const ticks = Array.from({ length: Math.floor(scaleMax / step) + 1 }, (_, i) => i * step);
  const plotWidth = CHART_WIDTH - LABEL_WIDTH - 16;
  const x = (lakhs: number) => LABEL_WIDTH + (lakhs / scaleMax) * plotWidth;
  const height = TOP + groups.length * ROW_HEIGHT + 8;
  const summary = groups
    .map(
      (group) =>
        `${groupTitle(group)}: ${formatLakhs(group.minLakhs)} to ${formatLakhs(group.maxLakhs)}, median ${formatLakhs(group.medianLakhs)}`,
    )
    .join('; ');

  return (
    <Svg
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${titleId} ${descriptionId}`}
    >
      <title id={titleId}>{`Salary range and median by ${groupLabel}, in lakhs per annum`}</title>
      <desc id={descriptionId}>{summary}</desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line className="grid" x1={x(tick)} x2={x(tick)} y1={TOP - 6} y2={height - 8} />
          <text className="axis" x={x(tick)} y={12} textAnchor="middle">
            {tick}L
          </text>
        </g>
      ))}
      {groups.map((group, index) => {
        const y = TOP + index * ROW_HEIGHT;
        return (
          <g key={`${group.name} ${group.source}`} data-testid="salary-bar">
            <text className="label" x={0} y={y + ROW_HEIGHT / 2} dominantBaseline="middle">
              {truncate(groupTitle(group))}
            </text>
            <rect
              className={group.source === 'contributed' ? 'range contributed' : 'range'}
              x={x(group.minLakhs)}
              y={y + 8}
              width={Math.max(2, x(group.maxLakhs) - x(group.minLakhs))}
              height={ROW_HEIGHT - 16}
              rx={4}
            />
            <line
              className="median"
              x1={x(group.medianLakhs)}
              x2={x(group.medianLakhs)}
              y1={y + 4}
              y2={y + ROW_HEIGHT - 4}
            />
          </g>
        );
      })}
    </Svg>
  );
}
