// Keyboard-only steps for the journeys (issue 27): every key goes through `press`, which then
// checks that the focus is somewhere a user can see: not lost to <body>, on an element that shows
// it (an outline or a ring from :focus-visible, or a field with its caret and focus border, or the
// terminal's own cursor). `tabTo` walks with Tab (or Shift+Tab) until a target holds the focus.
import { expect, type Locator, type Page } from '@playwright/test';

/** What holds the focus, and whether a sighted keyboard user can see where it is. */
export type FocusState = { lost: boolean; visible: boolean; what: string };

export async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    // Inside an iframe or a shadow root the focus is in there; describe the innermost holder.
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
    if (!el || el === document.body || el === document.documentElement) return { lost: true, visible: false, what: 'body' };
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${label ? ` "${label}"` : ''}`;
    const rect = el.getBoundingClientRect();
    const onScreen = rect.width > 0 && rect.height > 0;
    // Text entry: the caret and the field's focus border show it.
    const typing =
      el.isContentEditable ||
      el.tagName === 'TEXTAREA' ||
      (el.tagName === 'INPUT' && !['checkbox', 'radio', 'button', 'submit'].includes((el as HTMLInputElement).type));
    // xterm keeps the focus in an off-screen textarea; its cursor is what shows it.
    if (el.classList.contains('xterm-helper-textarea')) return { lost: false, visible: true, what: 'terminal' };
    const ring = (node: Element) => {
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
    };
    // A checkbox or radio input is often hidden behind its drawn box: the ring is on a sibling or the label.
    const drawn = (node: HTMLElement) =>
      [node, node.nextElementSibling, node.parentElement, node.closest('label')].some((n) => n instanceof Element && ring(n));
    const visible = onScreen ? typing || (el.matches(':focus-visible') && ring(el)) || drawn(el) : drawn(el);
    return { lost: false, visible, what };
  });
}

/** Fails unless the focus is held by something visibly focused. */
export async function expectFocusVisible(page: Page, step: string) {
  const state = await focusState(page);
  expect(state.lost, `${step}: the focus was lost to <body>`).toBe(false);
  expect(state.visible, `${step}: ${state.what} holds the focus but does not show it`).toBe(true);
}

/** One key (or chord), then the focus check. */
export async function press(page: Page, key: string, step = key) {
  await page.keyboard.press(key);
  await expectFocusVisible(page, `after ${step}`);
}

/** Types text into whatever holds the focus (no click), then the focus check. */
export async function type(page: Page, text: string) {
  await page.keyboard.type(text);
  await expectFocusVisible(page, `after typing "${text}"`);
}

const holdsFocus = (target: Locator) =>
  target.evaluate((el) => {
    const active = document.activeElement;
    return active !== null && (el === active || el.contains(active));
  });

/** Presses `key` until `target` holds the focus, checking the focus after each press. */
async function pressUntil(page: Page, target: Locator, key: string, max: number) {
  for (let i = 0; i < max; i++) {
    if (await holdsFocus(target.first())) return;
    await press(page, key);
  }
  if (await holdsFocus(target.first())) return;
  const where = await focusState(page);
  throw new Error(`${key} did not reach the target in ${max} presses (the focus is on ${where.what})`);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` (or something inside it) holds the focus,
 * checking the focus after each press. Fails after `max` presses, naming where the focus went.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target.first()).toBeAttached();
  await pressUntil(page, target, back ? 'Shift+Tab' : 'Tab', max);
}

/** Presses `key` (an arrow, usually) until `target` holds the focus: menus, lists and radio groups. */
export async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', max = 40) {
  await pressUntil(page, target, key, max);
}
