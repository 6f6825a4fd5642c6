import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { tokens } from './tokens';

function TokenSheet() {
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <section>
        <h2>Colour</h2>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            gap: 12,
          }}
        >
          {Object.entries(tokens.color).map(([name, value]) => (
            <div
              key={name}
              style={{
                border: `1px solid ${tokens.color.border}`,
                borderRadius: 8,
                overflow: 'hidden',
              }}
            >
              <div style={{ background: value, height: 48 }} />
              <div style={{ padding: 8, fontSize: 12 }}>
                <strong>{name}</strong>
                <br />
                <code>{value}</code>
              </div>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2>Tones (badges)</h2>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {Object.entries(tokens.tone).map(([name, tone]) => (
            <span
              key={name}
              style={{
                background: tone.background,
                color: tone.foreground,
                border: `1px solid ${tone.border}`,
                padding: '4px 12px',
                borderRadius: 999,
              }}
            >
              {name}
            </span>
          ))}
        </div>
      </section>
      <section>
        <h2>Type scale</h2>
        {Object.entries(tokens.font.size).map(([name, size]) => (
          <p key={name} style={{ fontSize: size, margin: '4px 0' }}>
            {name} · {size} — Find your next job in Bengaluru
          </p>
        ))}
      </section>
      <section>
        <h2>Spacing</h2>
        {Object.entries(tokens.space).map(([name, size]) => (
          <div
            key={name}
            style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '4px 0' }}
          >
            <code style={{ width: 80 }}>space[{name}]</code>
            <div style={{ width: size, height: 12, background: tokens.color.primary }} />
            <code>{size}</code>
          </div>
        ))}
      </section>
      <section>
        <h2>Radius and shadow</h2>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          {Object.entries(tokens.shadow).map(([name, shadow]) => (
            <div
              key={name}
              style={{
                width: 120,
                height: 72,
                background: '#fff',
                boxShadow: shadow,
                borderRadius: tokens.radius.md,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              shadow.{name}
            </div>
          ))}
          {Object.entries(tokens.radius).map(([name, radius]) => (
            <div
              key={name}
              style={{
                width: 120,
                height: 72,
                border: `2px solid ${tokens.color.primary}`,
                borderRadius: radius,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              radius.{name}
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2>Breakpoints</h2>
        <ul>
          {Object.entries(tokens.breakpoint).map(([name, width]) => (
            <li key={name}>
              <code>{name}</code>: min-width {width}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenSheet,
  tags: ['!autodocs'],
} satisfies Meta<typeof TokenSheet>;

export default meta;
export const AllTokens: StoryObj<typeof meta> = {};
