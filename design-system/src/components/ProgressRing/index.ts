export { ProgressRing } from './ProgressRing';
export type { ProgressRingProps, ProgressRingTone } from './ProgressRing';
