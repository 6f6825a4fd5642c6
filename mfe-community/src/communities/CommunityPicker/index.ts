export { CommunityPicker, CommunityPickerSkeleton } from './CommunityPicker';
export type { CommunityPickerProps } from './CommunityPicker';
