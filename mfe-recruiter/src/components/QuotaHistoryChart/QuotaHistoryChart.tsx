import { tokens } from '@rozgar/design-system';
import { useId } from 'react';
import styled from 'styled-components';
import type { QuotaUsage } from '../../plan/quotaApi';
import { formatCount, formatShortDay, HISTORY_UNITS, historySummary } from '../../plan/quotaView';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  figcaption {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  text {
    font-family: ${({ theme }) => theme.font.family};
    fill: ${({ theme }) => theme.color.textMuted};
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.sm};
    width: fit-content;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  summary:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const TableBox = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const WIDTH = 600;
const HEIGHT = 180;
const AXIS = 24;
const TOP = 16;

/**
 * A quota's last 30 days as columns, one a day, today last (docs/product/recruiter-tools-and-workspace.md#quota-usage).
 * The SVG is one image named by its summary; every day's figure is also in a table under
 * "Show the data as a table", so nothing is only in the picture.
 */
export function QuotaHistoryChart({ quota }: { quota: QuotaUsage }) {
  const id = useId();
  const captionId = `${id}-caption`;
  const unit = HISTORY_UNITS[quota.category];
  const days = quota.history;
  const max = Math.max(1, ...days.map((day) => day.used));
  const column = WIDTH / Math.max(days.length, 1);
  const plot = HEIGHT - AXIS - TOP;
  // a date under the first column, every seventh after it, and today
  const labelled = new Set(
    days.map((_, index) => index).filter((index) => index % 7 === 0 || index === days.length - 1),
  );
  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>
        {unit} per day, last {days.length} days
      </figcaption>
      <div role="img" aria-label={historySummary(quota)}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
          <text x={0} y={TOP - 4} fontSize={12}>
            {formatCount(max)}
          </text>
          <line
            x1={0}
            x2={WIDTH}
            y1={HEIGHT - AXIS}
            y2={HEIGHT - AXIS}
            stroke={tokens.color.borderStrong}
          />
          {days.map((day, index) => {
            const height = (day.used / max) * plot;
            const x = index * column;
            return (
              <g key={day.date}>
                <rect
                  data-date={day.date}
                  x={x + column * 0.15}
                  y={HEIGHT - AXIS - height}
                  width={column * 0.7}
                  height={height}
                  rx={2}
                  fill={tokens.color.primary}
                />
                {labelled.has(index) ? (
                  <text
                    x={Math.min(Math.max(x + column / 2, 20), WIDTH - 20)}
                    y={HEIGHT - 6}
                    fontSize={12}
                    textAnchor="middle"
                  >
                    {formatShortDay(day.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <details>
        <summary>Show the data as a table</summary>
        <TableBox>
          <table aria-label={`${quota.title}: ${unit.toLowerCase()} per day`}>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">{unit}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatShortDay(day.date)}</th>
                  <td>{formatCount(day.used)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </details>
    </Figure>
  );
}
