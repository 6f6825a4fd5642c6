export { SelectWithApply } from './SelectWithApply';
export type { SelectWithApplyProps } from './SelectWithApply';
