/// <reference types="vite/client" />
import { describeStoriesAreAccessible } from '../../.storybook/testing/storiesAxe';

// Every story of this package, rendered as Storybook renders it, has no axe violations.
describeStoriesAreAccessible(import.meta.glob('./**/*.stories.tsx', { eager: true }));
