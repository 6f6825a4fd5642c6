import { tokens } from '@rozgar/design-system';
import { formatCalendarDate } from '@rozgar/design-system/format';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { JobAnalyticsDay } from '../../analytics/jobAnalyticsApi';
import {
  axisTop,
  chartSummary,
  DEFAULT_WIDTH,
  HEIGHT,
  MIN_WIDTH,
  PAD,
  PLOT_HEIGHT,
} from './chartScale';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  figcaption {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  svg text {
    font-family: ${({ theme }) => theme.font.family};
    fill: ${({ theme }) => theme.color.textMuted};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Swatch = styled.span<{ $color: string; $line?: boolean }>`
  display: inline-block;
  width: 16px;
  height: ${({ $line }) => ($line ? '3px' : '12px')};
  background: ${({ $color }) => $color};
  border-radius: 2px;
`;

const TableRegion = styled.div`
  max-height: 16rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    text-align: right;
  }
  th:first-child {
    text-align: left;
    font-weight: inherit;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.color.surface};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export interface DailyChartProps {
  /** The figure's caption, also the table's name. */
  caption: string;
  /** Every day of the period, oldest first. */
  days: JobAnalyticsDay[];
}

/**
 * Views (columns) and applies (a line) per day as an SVG chart, read out as a summary, with the
 * same figures in a table below it that scrolls by keyboard too
 * (docs/product/recruiter-tools-and-workspace.md#job-analytics).
 */
/** The element's width in CSS pixels as it changes (the default until it is measured). */
function useWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(Math.max(MIN_WIDTH, measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function DailyChart({ caption, days }: DailyChartProps) {
  const id = useId();
  const [frame, width] = useWidth<HTMLDivElement>();
  const top = axisTop(Math.max(0, ...days.map((day) => Math.max(day.views, day.applies))));
  const slot = (width - PAD.left - PAD.right) / Math.max(days.length, 1);
  const x = (index: number) => PAD.left + index * slot + slot / 2;
  const y = (value: number) => PAD.top + PLOT_HEIGHT * (1 - value / top);
  const ticks = [0, top / 2, top].filter((tick) => Number.isInteger(tick));
  const labelled = days.length > 1 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [0];
  return (
    <Figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      <div ref={frame}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={`${caption}: ${chartSummary(days)}`}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke={tick === 0 ? tokens.color.borderStrong : tokens.color.border}
              />
              <text x={PAD.left - 6} y={y(tick) + 4} fontSize={12} textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const height = y(0) - y(day.views);
            return (
              <rect
                key={day.date}
                x={x(index) - (slot * 0.7) / 2}
                y={y(day.views)}
                width={slot * 0.7}
                height={height}
                fill={tokens.color.primary}
                data-day={day.date}
              />
            );
          })}
          <polyline
            fill="none"
            stroke={tokens.color.success}
            strokeWidth={2.5}
            strokeLinejoin="round"
            points={days.map((day, index) => `${x(index)},${y(day.applies)}`).join(' ')}
          />
          {labelled.map((index) => (
            <text
              key={index}
              x={x(index)}
              y={HEIGHT - 8}
              fontSize={12}
              textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}
            >
              {formatCalendarDate(days[index]?.date ?? null)}
            </text>
          ))}
        </svg>
      </div>
      <Legend aria-label="Legend">
        <li>
          <Swatch $color={tokens.color.primary} aria-hidden="true" />
          Views
        </li>
        <li>
          <Swatch $color={tokens.color.success} $line aria-hidden="true" />
          Applies
        </li>
      </Legend>
      <TableRegion tabIndex={0} role="region" aria-labelledby={`${id}-table`}>
        <table>
          <caption id={`${id}-table`}>{caption}: the figures per day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Views</th>
              <th scope="col">Applies</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{formatCalendarDate(day.date)}</time>
                </th>
                <td>{day.views}</td>
                <td>{day.applies}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </Figure>
  );
}
