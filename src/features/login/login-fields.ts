// The sign-in screen's building blocks as plain DOM (no React, no component library on this page;
// see login.css): an element helper, a labelled field whose label turns into its message, a button
// with a busy state, a divider. The entry shows the screen before any framework has loaded.

/** Attributes: a string sets one, null or undefined removes it. */
export type Attrs = Record<string, string | null | undefined>;
type Child = Node | string | false | null | undefined;

export function setAttrs(el: Element, attrs: Attrs): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined) el.removeAttribute(name);
    else el.setAttribute(name, value);
  }
}

/** An HTML element with attributes and children (falsy children are left out). */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  el.append(...children.filter((c): c is Node | string => Boolean(c)));
  return el;
}

/** An SVG element (the logo, the eye). */
export function svg(tag: string, attrs: Attrs = {}, ...children: Child[]): SVGElement {
  const el = document.createElementNS('http://www.w3.org/2000/svg', tag);
  setAttrs(el, attrs);
  el.append(...children.filter((c): c is Node | string => Boolean(c)));
  return el;
}

/** The console's logo and name, as index.html's frame draws it. */
export function logo(): HTMLElement {
  return h(
    'div',
    { class: 'lg-logo', 'aria-label': 'Access Console' },
    svg(
      'svg',
      { width: '36', height: '36', viewBox: '0 0 32 32', 'aria-hidden': 'true' },
      svg('rect', { width: '32', height: '32', rx: '7', fill: 'var(--lg-primary)' }),
      svg('path', { d: 'M9 10h14v3h-5.5v10h-3V13H9z', fill: '#fff' }),
    ),
    h('span', {}, 'Access Console'),
  );
}

function eyeIcon(crossed: boolean): SVGElement {
  return svg(
    'svg',
    { width: '16', height: '16', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'aria-hidden': 'true' },
    svg('path', { d: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z' }),
    svg('circle', { cx: '12', cy: '12', r: '3' }),
    crossed && svg('path', { d: 'M3 3l18 18' }),
  );
}

let fieldIds = 0;

export interface Field {
  element: HTMLDivElement;
  input: HTMLInputElement;
  /** The label, or the message that replaces it: `invalid` turns it and the field red. */
  setLabel(label: string, invalid: boolean): void;
}

/**
 * A text field; `reveal` adds the show/hide button of a password (out of the tab order: the
 * field's own keys stay typing). `input` are the input's attributes (type, autocomplete, …).
 */
export function field(label: string, input: Attrs, { reveal = false }: { reveal?: boolean } = {}): Field {
  const id = `lg-field-${++fieldIds}`;
  const labelEl = h('label', { class: 'lg-label', for: id }, label);
  const type = input.type ?? 'text';
  const inputEl = h('input', {
    ...input,
    id,
    type: reveal ? 'password' : type,
    class: reveal ? 'lg-input lg-input--with-toggle' : 'lg-input',
  });
  const wrap = h('div', { class: 'lg-input-wrap' }, inputEl);
  if (reveal) {
    let shown = false;
    const toggle = h('button', { type: 'button', class: 'lg-toggle', tabindex: '-1' });
    const show = () => {
      setAttrs(toggle, { 'aria-label': shown ? 'Hide password' : 'Show password', 'aria-pressed': String(shown) });
      toggle.replaceChildren(eyeIcon(shown));
      inputEl.type = shown ? type : 'password';
    };
    toggle.addEventListener('click', () => {
      shown = !shown;
      show();
    });
    show();
    wrap.append(toggle);
  }
  const element = h('div', { class: 'lg-field' }, labelEl, wrap);
  return {
    element,
    input: inputEl,
    setLabel(text, invalid) {
      labelEl.textContent = text;
      setAttrs(element, { 'data-invalid': invalid ? 'true' : null });
      setAttrs(inputEl, { 'aria-invalid': invalid ? 'true' : null });
    },
  };
}

export interface LoginButton {
  element: HTMLButtonElement;
  /**
   * `loading` shows a spinner and blocks it (the label stays its name). Busy, it is aria-disabled
   * rather than disabled: a disabled button drops the keyboard focus to the page.
   */
  setState(state: { loading?: boolean; disabled?: boolean }): void;
}

/** A full-width button: filled (the main action) or default (outlined). */
export function loginButton(
  label: string,
  {
    variant = 'filled',
    type = 'button',
    onClick,
  }: { variant?: 'filled' | 'default'; type?: 'submit' | 'button'; onClick?: () => void } = {},
): LoginButton {
  const element = h('button', { type, class: variant === 'filled' ? 'lg-button' : 'lg-button lg-button--default' }, label);
  let loading = false;
  // A press while busy does nothing (a submit button's form ignores it too: login-form.ts).
  element.addEventListener('click', (event) => {
    if (loading) event.preventDefault();
    else onClick?.();
  });
  return {
    element,
    setState(state) {
      loading = state.loading ?? false;
      element.disabled = (state.disabled ?? false) && !loading;
      const busy = loading ? 'true' : null;
      setAttrs(element, { 'aria-disabled': busy, 'aria-busy': busy, 'data-loading': busy });
      const spinner = element.querySelector(':scope > .lg-spinner');
      if (loading && !spinner) element.prepend(h('span', { class: 'lg-spinner', 'aria-hidden': 'true' }));
      if (!loading) spinner?.remove();
    },
  };
}

/** A labelled line across the card ('or'). */
export function divider(label: string): HTMLDivElement {
  return h('div', { class: 'lg-divider', role: 'separator' }, label);
}
