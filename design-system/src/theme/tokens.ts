/**
 * Design tokens: the single source of colour, spacing, type, radius, shadow and breakpoints.
 * Text colours meet WCAG AA (≥ 4.5:1) on the surfaces they are used on.
 */
export const tokens = {
  color: {
    // Brand: a calm, trustworthy indigo-blue.
    primary: '#1f4fd1',
    primaryHover: '#1a41ad',
    primaryActive: '#15368f',
    primarySoft: '#e8eefc',
    onPrimary: '#ffffff',

    text: '#1b2230',
    textMuted: '#4f5b6e',
    textInverse: '#ffffff',

    background: '#f5f7fb',
    surface: '#ffffff',
    surfaceSunken: '#eef1f6',
    border: '#d3d9e3',
    borderStrong: '#8792a6',

    focus: '#1f4fd1',
    overlay: 'rgba(15, 23, 42, 0.55)',

    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fdecea',
    success: '#15703d',
    successSoft: '#e6f4ea',
    warning: '#8a5a00',
    warningSoft: '#fff4d6',
    info: '#0b5cad',
    infoSoft: '#e5f0fb',

    footerBackground: '#141b2b',
    footerText: '#d7dce6',
    footerHeading: '#ffffff',
  },
  /** Badge tones: background / foreground pairs with ≥ 4.5:1 contrast. */
  tone: {
    neutral: { background: '#eceff4', foreground: '#3b4556', border: '#d3d9e3' },
    yellow: { background: '#fff4c2', foreground: '#6b4d00', border: '#f2d66b' },
    orange: { background: '#ffe8d5', foreground: '#8a3a00', border: '#f7b98a' },
    blue: { background: '#e3edfd', foreground: '#1a41ad', border: '#a9c3f5' },
    green: { background: '#e3f4e8', foreground: '#15603a', border: '#9fd4b0' },
    red: { background: '#fde7e5', foreground: '#9b1c13', border: '#f3aba5' },
    info: { background: '#e0f2f9', foreground: '#0a5673', border: '#9ad2e6' },
  },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
    16: '64px',
  },
  font: {
    family:
      "'Inter', 'Segoe UI', system-ui, -apple-system, 'Noto Sans', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
      '3xl': '1.875rem',
      '4xl': '2.25rem',
    },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    md: '0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
    lg: '0 12px 24px -4px rgba(16, 24, 40, 0.16), 0 4px 8px -4px rgba(16, 24, 40, 0.08)',
    focus: '0 0 0 3px rgba(31, 79, 209, 0.35)',
  },
  breakpoint: { sm: '576px', md: '768px', lg: '1024px', xl: '1280px' },
  zIndex: { nav: 100, menu: 200, modal: 1000, toast: 1100 },
  motion: { fast: '120ms ease-out', normal: '200ms ease-out' },
} as const;

export type Tokens = typeof tokens;
export type Tone = keyof Tokens['tone'];

/** `@media` queries for the breakpoints, mobile first. */
export const media = {
  sm: `@media (min-width: ${tokens.breakpoint.sm})`,
  md: `@media (min-width: ${tokens.breakpoint.md})`,
  lg: `@media (min-width: ${tokens.breakpoint.lg})`,
  xl: `@media (min-width: ${tokens.breakpoint.xl})`,
} as const;
