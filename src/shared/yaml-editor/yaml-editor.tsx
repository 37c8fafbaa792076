// The YAML editor (CodeMirror 6): line numbers, highlighting in both themes, search (Ctrl/Cmd-F),
// the resource checks shown at their lines as the author types, and completion and hover help for
// the fields of the kind when it gives them (`fields`). Loaded lazily (React.lazy) by the pages
// that edit YAML resources, never at first load.
// The parent reads the text and runs the checks through the handle; the editor keeps its own
// state, so a failed save changes nothing of the text or the cursor.
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  closeCompletion,
  completionKeymap,
  currentCompletions,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { bracketMatching, indentOnInput, indentUnit } from '@codemirror/language';
import { linter, lintGutter, lintKeymap, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState, Prec, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import { commonEnds } from '@/shared/text/common-ends';
import { editorTheme } from './editor-theme';
import { fieldCompletion, fieldHover } from './field-assist';
import type { FieldDoc } from './field-doc';
import { checkResourceYaml, type CheckResult, type Problem, type ResourceExpectation } from './yaml-checks';

export interface YamlEditorHandle {
  text(): string;
  /** Runs the checks now, shows their problems at their lines, and returns them. */
  check(): CheckResult;
  focus(): void;
  /** Puts in a new text as one edit (only the part that differs), kept in the undo history. */
  replaceText(text: string): void;
}

export interface YamlEditorProps {
  initialText: string;
  expect: ResourceExpectation;
  /** Accessible name of the text area. */
  label: string;
  readOnly?: boolean;
  /** The fields of the kind: completion and hover help for them (none: no help). */
  fields?: FieldDoc;
  onDirtyChange?: (dirty: boolean) => void;
  /** Any change of the text (typed, pasted, replaced); read it with the handle's text(). */
  onTextChange?: () => void;
  /** The editor is up: the handle now edits its text (before, text() is the initial text). */
  onReady?: () => void;
  /** Ctrl/Cmd-S. */
  onSave?: () => void;
  handleRef?: Ref<YamlEditorHandle>;
  /** Height of the editor box (CSS). */
  height?: string;
}

const toDiagnostics = (problems: readonly Problem[]): Diagnostic[] =>
  problems.map((p) => ({ from: p.from, to: p.to, severity: 'error', source: `line ${p.line}`, message: p.message }));

export function YamlEditor({
  initialText,
  expect,
  label,
  readOnly = false,
  fields,
  onDirtyChange,
  onTextChange,
  onReady,
  onSave,
  handleRef,
  height = '60vh',
}: YamlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const themeSlot = useRef(new Compartment());
  const scheme = useComputedColorScheme('light');
  // The latest callbacks and expectation, read by extensions made once.
  const latest = useRef({ expect, onDirtyChange, onTextChange, onSave, scheme });
  useLayoutEffect(() => {
    latest.current = { expect, onDirtyChange, onTextChange, onSave, scheme };
  });

  useEffect(() => {
    const initial = EditorState.create({ doc: initialText }).doc;
    let dirty = false;
    const extensions: Extension[] = [
      lineNumbers(),
      highlightActiveLineGutter(),
      highlightSpecialChars(),
      history(),
      drawSelection(),
      indentOnInput(),
      indentUnit.of('  '),
      bracketMatching(),
      closeBrackets(),
      highlightActiveLine(),
      highlightSelectionMatches(),
      search({ top: true }),
      yaml(),
      lintGutter(),
      linter((v) => toDiagnostics(checkResourceYaml(v.state.doc.toString(), latest.current.expect).problems), { delay: 400 }),
      // Escape closes a completion list that shows. With none showing (a query still running just
      // after a keystroke) the query is dropped and Escape goes on to CodeMirror, so that Escape
      // then Tab leaves the editor as the hint under it says: the completion keymap's own Escape
      // (of the highest precedence, so this comes before it) would take the key silently.
      Prec.highest(
        keymap.of([
          {
            key: 'Escape',
            run: (v) => {
              const shown = currentCompletions(v.state).length > 0;
              closeCompletion(v);
              return shown;
            },
          },
        ]),
      ),
      autocompletion({ override: fields ? [fieldCompletion(fields)] : [], activateOnTyping: true }),
      fields ? fieldHover(fields) : [],
      keymap.of([
        { key: 'Mod-s', preventDefault: true, run: () => (latest.current.onSave?.(), true) },
        ...closeBracketsKeymap,
        ...defaultKeymap,
        ...searchKeymap,
        ...historyKeymap,
        ...completionKeymap,
        ...lintKeymap,
        indentWithTab,
      ]),
      EditorState.readOnly.of(readOnly),
      EditorView.editable.of(!readOnly),
      // tabindex: the text is a Tab stop also when read-only (not editable), so the scrolling box
      // around it can be scrolled from the keyboard.
      EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true', spellcheck: 'false', tabindex: '0' }),
      themeSlot.current.of(editorTheme(latest.current.scheme)),
      EditorView.updateListener.of((update) => {
        if (!update.docChanged) return;
        latest.current.onTextChange?.();
        const now = !update.state.doc.eq(initial);
        if (now !== dirty) {
          dirty = now;
          latest.current.onDirtyChange?.(now);
        }
      }),
    ];
    const editor = new EditorView({ parent: host.current!, state: EditorState.create({ doc: initial, extensions }) });
    view.current = editor;
    onReady?.();
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once per mount: a new text means a new editor (the parent keys it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: themeSlot.current.reconfigure(editorTheme(scheme)) });
  }, [scheme]);

  useImperativeHandle(
    handleRef,
    () => ({
      text: () => view.current?.state.doc.toString() ?? initialText,
      check: () => {
        const editor = view.current;
        const result = checkResourceYaml(editor?.state.doc.toString() ?? initialText, latest.current.expect);
        if (editor) editor.dispatch(setDiagnostics(editor.state, toDiagnostics(result.problems)));
        return result;
      },
      focus: () => view.current?.focus(),
      replaceText: (next) => {
        const editor = view.current;
        if (!editor) return;
        const now = editor.state.doc.toString();
        if (now === next) return;
        const { start, endA, endB } = commonEnds(now, next);
        editor.dispatch({ changes: { from: start, to: endA, insert: next.slice(start, endB) } });
      },
    }),
    [initialText],
  );

  return (
    <div
      ref={host}
      data-testid="yaml-editor"
      style={{ height, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, overflow: 'hidden' }}
    />
  );
}

export default YamlEditor;
