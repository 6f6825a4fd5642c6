import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@rozgar/design-system';

/**
 * Small SVG charts for the activity insights. Each is a `figure` named by its caption; the SVG is
 * an image whose label reads the numbers, and the same numbers are in a data table below it.
 */

export interface Datum {
  label: string;
  value: number;
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  figcaption {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  svg {
    width: 100%;
    height: auto;
    overflow: visible;
  }
  text {
    font-family: ${({ theme }) => theme.font.family};
    fill: ${({ theme }) => theme.color.text};
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  table {
    margin-top: ${({ theme }) => theme.space[2]};
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

function ChartFigure({
  caption,
  summary,
  headers,
  rows,
  children,
}: {
  caption: string;
  /** What the picture shows, read in place of the SVG. */
  summary: string;
  headers: [string, string];
  rows: Array<[string, string]>;
  children: (labelId: string) => ReactNode;
}) {
  const id = useId();
  const captionId = `${id}-caption`;
  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{caption}</figcaption>
      <div role="img" aria-label={`${caption}: ${summary}`}>
        {children(captionId)}
      </div>
      <details>
        <summary>Show the data as a table</summary>
        <table aria-label={caption}>
          <thead>
            <tr>
              <th scope="col">{headers[0]}</th>
              <th scope="col">{headers[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Figure>
  );
}

const niceMax = (values: number[]) => Math.max(1, ...values);

/** Horizontal bars, one per category (applications by status). */
export function BarChart({
  caption,
  data,
  valueHeader,
}: {
  caption: string;
  data: Datum[];
  valueHeader: string;
}) {
  const rowHeight = 32;
  const labelWidth = 120;
  const width = 480;
  const barArea = width - labelWidth - 40;
  const max = niceMax(data.map((d) => d.value));
  return (
    <ChartFigure
      caption={caption}
      summary={data.map((d) => `${d.label} ${d.value}`).join(', ')}
      headers={['Category', valueHeader]}
      rows={data.map((d) => [d.label, String(d.value)])}
    >
      {() => (
        <svg viewBox={`0 0 ${width} ${data.length * rowHeight}`} aria-hidden="true">
          {data.map((d, index) => {
            const y = index * rowHeight;
            const barWidth = (d.value / max) * barArea;
            return (
              <g key={d.label}>
                <text x={0} y={y + rowHeight / 2 + 5} fontSize={13}>
                  {d.label}
                </text>
                <rect
                  x={labelWidth}
                  y={y + 6}
                  width={Math.max(barWidth, d.value > 0 ? 2 : 0)}
                  height={rowHeight - 12}
                  rx={3}
                  fill={tokens.color.primary}
                />
                <text x={labelWidth + barWidth + 6} y={y + rowHeight / 2 + 5} fontSize={13}>
                  {d.value}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </ChartFigure>
  );
}

/** Vertical columns along time (applications per week). */
export function ColumnChart({
  caption,
  data,
  valueHeader,
  labelHeader,
}: {
  caption: string;
  data: Datum[];
  valueHeader: string;
  labelHeader: string;
}) {
  const width = 600;
  const height = 200;
  const bottom = 40;
  const column = width / Math.max(data.length, 1);
  const max = niceMax(data.map((d) => d.value));
  return (
    <ChartFigure
      caption={caption}
      summary={data.map((d) => `${d.label}: ${d.value}`).join(', ')}
      headers={[labelHeader, valueHeader]}
      rows={data.map((d) => [d.label, String(d.value)])}
    >
      {() => (
        <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
          <line
            x1={0}
            x2={width}
            y1={height - bottom}
            y2={height - bottom}
            stroke={tokens.color.borderStrong}
          />
          {data.map((d, index) => {
            const columnHeight = (d.value / max) * (height - bottom - 24);
            const x = index * column;
            return (
              <g key={d.label}>
                <rect
                  x={x + column * 0.2}
                  y={height - bottom - columnHeight}
                  width={column * 0.6}
                  height={columnHeight}
                  rx={2}
                  fill={tokens.color.info}
                />
                <text
                  x={x + column / 2}
                  y={height - bottom - columnHeight - 6}
                  fontSize={12}
                  textAnchor="middle"
                >
                  {d.value}
                </text>
                <text x={x + column / 2} y={height - bottom + 16} fontSize={10} textAnchor="middle">
                  {d.label}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </ChartFigure>
  );
}

/** A line of percentages over time (profile completeness). */
export function LineChart({
  caption,
  points,
  labelHeader,
  valueHeader,
}: {
  caption: string;
  points: Array<{ at: number; label: string; value: number }>;
  labelHeader: string;
  valueHeader: string;
}) {
  const width = 600;
  const height = 200;
  const pad = { left: 40, right: 16, top: 16, bottom: 28 };
  const first = points[0]?.at ?? 0;
  const span = (points[points.length - 1]?.at ?? 0) - first;
  const x = (at: number) =>
    pad.left +
    (span > 0
      ? ((at - first) / span) * (width - pad.left - pad.right)
      : (width - pad.left - pad.right) / 2);
  const y = (value: number) => pad.top + (1 - value / 100) * (height - pad.top - pad.bottom);
  return (
    <ChartFigure
      caption={caption}
      summary={points.map((p) => `${p.label}: ${p.value}%`).join(', ')}
      headers={[labelHeader, valueHeader]}
      rows={points.map((p, index) => [`${index + 1}. ${p.label}`, `${p.value}%`])}
    >
      {() => (
        <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
          {[0, 50, 100].map((tick) => (
            <g key={tick}>
              <line
                x1={pad.left}
                x2={width - pad.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke={tokens.color.border}
              />
              <text x={pad.left - 6} y={y(tick) + 4} fontSize={11} textAnchor="end">
                {tick}%
              </text>
            </g>
          ))}
          <polyline
            fill="none"
            stroke={tokens.color.success}
            strokeWidth={3}
            points={points.map((p) => `${x(p.at)},${y(p.value)}`).join(' ')}
          />
          {points.map((p, index) => (
            <circle key={index} cx={x(p.at)} cy={y(p.value)} r={4} fill={tokens.color.success} />
          ))}
          {points.length > 0 ? (
            <>
              <text x={x(points[0]!.at)} y={height - 8} fontSize={11} textAnchor="start">
                {points[0]!.label}
              </text>
              {points.length > 1 ? (
                <text
                  x={x(points[points.length - 1]!.at)}
                  y={height - 8}
                  fontSize={11}
                  textAnchor="end"
                >
                  {points[points.length - 1]!.label}
                </text>
              ) : null}
            </>
          ) : null}
        </svg>
      )}
    </ChartFigure>
  );
}
