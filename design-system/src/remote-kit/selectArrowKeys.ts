/**
 * Chromium, and Firefox on Windows and Linux, change a closed native `<select>` with the arrow
 * keys: each ArrowDown or ArrowUp picks the next or previous enabled option and fires `input` and
 * `change` at once, exactly as choosing it from the list does. user-event leaves the value alone,
 * so a test pressing arrows on a select would never see those events. While installed, this does
 * what such a browser does after an arrow key that nothing prevented on a focused select. Returns
 * the function that uninstalls it.
 */
export function emulateSelectArrowKeys(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || select.disabled || event.defaultPrevented) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0 || event.altKey) return;
    const options = [...select.options];
    let index = select.selectedIndex + step;
    while (options[index]?.disabled) index += step;
    if (index < 0 || index >= options.length) return;
    select.selectedIndex = index;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
