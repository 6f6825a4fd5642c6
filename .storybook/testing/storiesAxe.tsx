import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-webpack5';
import { act, cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import type { SetupWorker } from 'msw/browser';
import { mswServer } from '@rozgar/design-system/remote-kit/testing';
import { createPreviewAnnotations as mswAnnotations } from 'msw-storybook-addon/preview';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../preview';

type StoryModule = Parameters<typeof composeStories>[0];

// The stories' own MSW handlers (`beforeEach({ msw })`) answer through the test run's one MSW
// server (remote-kit/msw.ts: every package's vitest setup starts it with `listenWithMsw()`, and an
// unhandled /api request fails the test), as the service worker answers them in Storybook.

setProjectAnnotations([preview, mswAnnotations(async () => mswServer as unknown as SetupWorker)]);

const RULES_OFF = {
  // They need a real layout engine; happy-dom has none. The Storybook panel runs them.
  'color-contrast': { enabled: false },
  'target-size': { enabled: false },
  // A story is a fragment of a page, not a page: no landmarks or h1 of its own.
  region: { enabled: false },
  'landmark-one-main': { enabled: false },
  'page-has-heading-one': { enabled: false },
};

async function axeViolations() {
  // The whole body: dialogs and toasts render in portals outside the story's container.
  const results = await axe.run(document.body, {
    rules: RULES_OFF,
    resultTypes: ['violations'],
  });
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.html}`).join('\n'),
  );
}

/**
 * Renders every story of every module (as `import.meta.glob('./**\/*.stories.tsx', { eager: true })`
 * gives them) with the project's decorators and its MSW handlers, runs its play function if it has
 * one, waits for its data to settle, and fails on any axe violation.
 */
export function describeStoriesAreAccessible(modules: Record<string, unknown>) {
  afterEach(() => cleanup());
  const entries = Object.entries(modules);
  it('finds stories', () => expect(entries.length).toBeGreaterThan(0));
  for (const [file, module] of entries) {
    describe(file, () => {
      const stories = composeStories(module as StoryModule) as Record<
        string,
        ReturnType<typeof composeStory>
      >;
      for (const [name, Story] of Object.entries(stories)) {
        it(`${name} has no axe violations`, async () => {
          if (Story.play) {
            // A story whose play function brings it to its state (a form submitted, a tab or a
            // dialog opened) is checked in that state; a failing play fails the test too.
            await Story.run();
          } else {
            await Story.load();
            render(<Story />);
          }
          // Let fetches answered by MSW resolve and the page render what they brought.
          await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
          expect(await axeViolations()).toEqual([]);
          // A page story's play types and clicks through a whole form, then axe walks the page:
          // 1–3 s on a quiet machine, over the packages' 20 s on a starved one (load 27, CI run 28).
        }, 60_000);
      }
    });
  }
}
