import type { KeyboardEvent } from 'react';

/**
 * Moves focus between the accordion's headers with the arrow keys, Home and End (the WAI-ARIA
 * accordion pattern); Enter and Space open and close, as on any button.
 */
export function onAccordionKeyDown(event: KeyboardEvent<HTMLElement>) {
  const headers = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-accordion-header]'),
  ];
  const index = headers.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  const target = {
    ArrowDown: headers[(index + 1) % headers.length],
    ArrowUp: headers[(index - 1 + headers.length) % headers.length],
    Home: headers[0],
    End: headers[headers.length - 1],
  }[event.key];
  if (!target) return;
  event.preventDefault();
  target.focus();
}
