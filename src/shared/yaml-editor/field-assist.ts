// Completion and hover help in CodeMirror for the fields a FieldDoc tree describes: the editor's
// side of field-suggest.ts. Help text is put in the DOM as text, never as markup.
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { Extension, Text } from '@codemirror/state';
import { hoverTooltip, type Tooltip } from '@codemirror/view';
import type { FieldDoc } from './field-doc';
import { fieldHelp, fieldSuggestions, type FieldHelp } from './field-suggest';
import { cursorContext, keyAt } from './yaml-path';

const lineOf = (doc: Text) => (n: number) => (n >= 0 && n < doc.lines ? doc.line(n + 1).text : '');

function helpNode(help: Pick<FieldHelp, 'help' | 'values' | 'deprecated'> & { title?: string; type?: string }): HTMLElement {
  const box = document.createElement('div');
  box.className = 'cm-field-help';
  if (help.title) {
    const title = document.createElement('div');
    title.className = 'cm-field-help-title';
    title.textContent = help.type ? `${help.title} (${help.type})` : help.title;
    box.append(title);
  }
  const text = document.createElement('div');
  text.textContent = help.help;
  box.append(text);
  if (help.deprecated) {
    const note = document.createElement('div');
    note.textContent = `Deprecated: ${help.deprecated}`;
    box.append(note);
  }
  if (help.values.length > 0) {
    const values = document.createElement('div');
    values.className = 'cm-field-help-values';
    values.textContent = `Values: ${help.values.join(', ')}`;
    box.append(values);
  }
  return box;
}

/** Completion of the fields under `root` (an autocompletion override). */
export const fieldCompletion =
  (root: FieldDoc) =>
  (context: CompletionContext): CompletionResult | null => {
    const line = context.state.doc.lineAt(context.pos);
    const cursor = cursorContext(lineOf(context.state.doc), line.number - 1, context.pos - line.from);
    if (!cursor) return null;
    // Open on its own only once something is typed (or after `key: `); Ctrl-Space always.
    if (!context.explicit && cursor.partial === '' && cursor.position === 'key') return null;
    const options: Completion[] = fieldSuggestions(cursor, root).map((s) => ({
      label: s.label,
      apply: s.apply,
      detail: s.detail,
      type: s.kind === 'key' ? 'property' : 'constant',
      info: () => helpNode({ help: s.help, values: [] }),
    }));
    if (options.length === 0) return null;
    return { from: line.from + cursor.fromColumn, options, validFor: /^[\w.\-*'{}]*$/ };
  };

/** Hover help for the fields under `root`. */
export const fieldHover = (root: FieldDoc): Extension =>
  hoverTooltip((view, pos): Tooltip | null => {
    const line = view.state.doc.lineAt(pos);
    const key = keyAt(lineOf(view.state.doc), line.number - 1, pos - line.from);
    if (!key) return null;
    const help = fieldHelp(key.path, root);
    if (!help) return null;
    return {
      pos: line.from + key.fromColumn,
      end: line.from + key.toColumn,
      above: true,
      create: () => ({ dom: helpNode(help) }),
    };
  });
