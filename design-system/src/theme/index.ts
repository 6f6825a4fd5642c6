export { tokens, media } from './tokens';
export type { Tokens, Tone } from './tokens';
export { theme } from './theme';
export type { RozgarTheme } from './theme';
export { GlobalStyles } from './GlobalStyles';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export type {} from './styled-components.augment';
