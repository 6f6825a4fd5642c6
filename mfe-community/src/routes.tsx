import type { ComponentType } from 'react';
import { CommunityPage } from './pages/CommunityPage/CommunityPage';

/** What mfe-community exposes as `./routes` (ADR 001): its pages by router path. */
export const routes: Array<{ path: string; Component: ComponentType }> = [
  { path: '/community', Component: CommunityPage },
];

export default routes;
