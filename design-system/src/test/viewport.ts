interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}

/** Resizes happy-dom's viewport so `@media` rules apply as on a phone or a desktop. */
export function setViewport(width: number, height = 800) {
  const { happyDOM } = window as unknown as HappyDomWindow;
  if (!happyDOM) throw new Error('setViewport() needs the happy-dom environment');
  happyDOM.setViewport({ width, height });
}
