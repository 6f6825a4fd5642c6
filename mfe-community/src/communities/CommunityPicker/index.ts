export { CommunityPicker, CommunityPickerSkeleton, membersText } from './CommunityPicker';
export type { CommunityPickerProps } from './CommunityPicker';
