import { createGlobalStyle } from 'styled-components';

/** Minimal reset + base typography. Rendered by `ThemeProvider`; apps need nothing else. */
export const GlobalStyles = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The sticky header (TopNav, 65 px) must never hide what has focus, e.g. when tabbing back up
     a page (WCAG 2.2 SC 2.4.11): scrolling to focus, a skip link or an anchor stops below it. */
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 80px; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, h5, h6 { line-height: ${({ theme }) => theme.font.lineHeight.tight}; margin: 0 0 ${({ theme }) => theme.space[3]}; }
  p { margin: 0 0 ${({ theme }) => theme.space[3]}; }
  a { color: ${({ theme }) => theme.color.primary}; }
  a:hover { color: ${({ theme }) => theme.color.primaryHover}; }
  img, svg { max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
