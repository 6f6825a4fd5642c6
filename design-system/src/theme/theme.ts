import { media, tokens, type Tokens } from './tokens';

export interface RozgarTheme extends Tokens {
  media: typeof media;
}

/** The theme every styled component reads through `props.theme`. */
export const theme: RozgarTheme = { ...tokens, media };
