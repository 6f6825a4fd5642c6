// Type-only module: makes `props.theme` typed as the Rozgar theme in every styled component.
import 'styled-components';
import type { RozgarTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends RozgarTheme {}
}
