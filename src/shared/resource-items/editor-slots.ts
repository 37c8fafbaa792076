// What a kind may add to the editor dialog, beside the YAML editor every kind has: help for its
// fields, a pane around the editor (a form showing the same document), something under it that
// follows the draft, and the editor's height. The kit renders the slots it is given and knows no
// kind: each feature fills them (src/features/roles fills them all).
import type { ComponentType, ReactNode, Ref, RefObject } from 'react';
import type { FieldDoc } from '@/shared/yaml-editor/field-doc';
import type { YamlEditorHandle } from '@/shared/yaml-editor/yaml-editor';

export interface EditorPaneHandle {
  /** Before a save: false while the pane has something to fix first (it shows what). */
  beforeSave(): boolean;
}

export interface EditorPaneProps {
  /** The YAML editor's handle: the pane reads the text from it and writes into it. */
  editor: RefObject<YamlEditorHandle | null>;
  readOnly: boolean;
  /** An existing item keeps its name. */
  nameFixed: boolean;
  /** The YAML editor is up (its chunk loaded), so its text can be read. */
  ready: boolean;
  handleRef?: Ref<EditorPaneHandle>;
  /** The YAML editor, which the pane shows (or hides) and keeps mounted. */
  children: ReactNode;
}

export interface EditorAsideProps {
  /** The draft as it is now. */
  readText: () => string;
  /** Called on each change of the draft; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export interface EditorSlots {
  /** The fields of the kind: the editor's completion and hover help. */
  fields?: FieldDoc;
  /** The editor's height (CSS), also given to the pane as --editor-height; 60vh by default. */
  height?: string;
  /** Around the YAML editor. */
  Pane?: ComponentType<EditorPaneProps>;
  /** Under the editor, following the draft. */
  Aside?: ComponentType<EditorAsideProps>;
}
