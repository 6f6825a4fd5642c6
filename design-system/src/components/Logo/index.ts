export { Logo } from './Logo';
export type { LogoProps, LogoOwnProps } from './Logo';
