// The editor's look in the console's two themes: surfaces from Mantine's CSS variables (so the
// editor sits on the page's own colours) and token colours chosen for at least 4.5:1 contrast on
// the light page (white) and the dark one (navy).
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';

interface Palette {
  key: string;
  value: string;
  string: string;
  comment: string;
  punctuation: string;
  meta: string;
  selection: string;
  activeLine: string;
  /** The line numbers, on the gutter's tint (Mantine's dimmed is 4.4:1 on the dark one). */
  gutter: string;
}

const LIGHT: Palette = {
  key: '#6a2fb8',
  value: '#1f2a44',
  string: '#0b6b3a',
  comment: '#5f6672',
  punctuation: '#6b5f00',
  meta: '#a1360f',
  selection: '#d9ccfb',
  activeLine: 'rgba(99, 60, 230, 0.06)',
  gutter: 'var(--mantine-color-dimmed)',
};

const DARK: Palette = {
  key: '#c6aefc',
  value: '#eef0fa',
  string: '#95e0b1',
  comment: '#a9afcc',
  punctuation: '#f0d37a',
  meta: '#ffab8a',
  selection: '#4a4588',
  activeLine: 'rgba(255, 255, 255, 0.05)',
  gutter: '#a9afcc',
};

function highlight(p: Palette) {
  return HighlightStyle.define([
    { tag: t.definition(t.propertyName), color: p.key, fontWeight: '600' },
    { tag: [t.content, t.attributeValue], color: p.value },
    { tag: [t.string, t.special(t.string)], color: p.string },
    { tag: t.lineComment, color: p.comment, fontStyle: 'italic' },
    { tag: [t.separator, t.punctuation, t.squareBracket, t.brace], color: p.punctuation },
    { tag: [t.meta, t.keyword, t.labelName, t.typeName], color: p.meta },
  ]);
}

function chrome(p: Palette, dark: boolean) {
  return EditorView.theme(
    {
      '&': {
        color: 'var(--mantine-color-text)',
        backgroundColor: 'var(--mantine-color-body)',
        fontSize: 'var(--mantine-font-size-sm)',
        height: '100%',
      },
      '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', lineHeight: '1.55', overflow: 'auto' },
      '.cm-content': { caretColor: 'var(--mantine-color-text)' },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--mantine-color-text)' },
      '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': { backgroundColor: p.selection },
      '.cm-activeLine': { backgroundColor: p.activeLine },
      '.cm-gutters': {
        backgroundColor: 'var(--mantine-color-default-hover)',
        color: p.gutter,
        borderRight: '1px solid var(--mantine-color-default-border)',
      },
      '.cm-activeLineGutter': { backgroundColor: p.activeLine, color: 'var(--mantine-color-text)' },
      '.cm-panels': { backgroundColor: 'var(--mantine-color-default)', color: 'var(--mantine-color-text)' },
      '.cm-panels input, .cm-panels button': { color: 'inherit' },
      '.cm-tooltip': {
        backgroundColor: 'var(--mantine-color-body)',
        color: 'var(--mantine-color-text)',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: '4px',
      },
      '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: p.selection, color: 'var(--mantine-color-text)' },
      '.cm-field-help': { maxWidth: '420px', padding: '8px 10px', fontSize: 'var(--mantine-font-size-xs)', whiteSpace: 'normal' },
      '.cm-field-help-title': { fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 600, overflowWrap: 'anywhere' },
      '.cm-field-help-values': { fontFamily: 'var(--mantine-font-family-monospace)', marginTop: '4px', overflowWrap: 'anywhere' },
      '.cm-diagnostic': { overflowWrap: 'anywhere', maxWidth: '560px' },
    },
    { dark },
  );
}

export function editorTheme(scheme: 'light' | 'dark'): Extension {
  const palette = scheme === 'dark' ? DARK : LIGHT;
  return [chrome(palette, scheme === 'dark'), syntaxHighlighting(highlight(palette))];
}
