import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyles } from './GlobalStyles';
import { theme as defaultTheme, type RozgarTheme } from './theme';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Override the theme (tests, white-labelling). Defaults to the Rozgar theme. */
  theme?: RozgarTheme;
  /** Render the global reset and base typography. Default true. */
  withGlobalStyles?: boolean;
}

/** One `<ThemeProvider>` is all an app needs: theme + global styles. */
export function ThemeProvider({
  children,
  theme = defaultTheme,
  withGlobalStyles = true,
}: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyles ? <GlobalStyles /> : null}
      {children}
    </StyledThemeProvider>
  );
}
