export { Card } from './Card';
export type { CardProps, CardOwnProps, CardPadding } from './Card';
