// The role form as the editor dialog shows it beside the YAML (a lazy chunk: role-editor-pane.tsx
// loads it). It reads the YAML it was opened on once; every change is written into that YAML
// (role-yaml.ts: in place, only what changed) and handed up, so the YAML editor always holds the
// same role. A YAML it cannot read shows the form disabled and says to fix it in YAML (the text is
// not touched). Checks run on submit (switching to YAML, or saving), as the other forms do.
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { RoleFormFields, type RoleFormTab } from './role-form';
import { emptyRoleForm, type FieldId, type RoleFormErrors } from './role-values';
import { readRoleYaml, writeRoleYaml } from './role-yaml';
import { sectionOf, validateRoleForm } from './role-validate';

export interface RoleFormPanelHandle {
  /** Runs the checks; true when the form's values are all in the YAML (nothing to fix). */
  commit(): boolean;
}

export interface RoleFormPanelProps {
  /** The YAML when the form was opened. */
  text: string;
  readOnly?: boolean;
  /** An existing role keeps its name. */
  nameFixed?: boolean;
  /** The YAML with the form's values written in, after each change. */
  onText: (text: string) => void;
  /** Back to the YAML view (offered when the YAML cannot be read). */
  onShowYaml: () => void;
  handleRef?: Ref<RoleFormPanelHandle>;
}

const NO_LOCKS: ReadonlySet<FieldId> = new Set();

export function RoleFormPanel({ text, readOnly = false, nameFixed = false, onText, onShowYaml, handleRef }: RoleFormPanelProps) {
  const read = useMemo(() => readRoleYaml(text), [text]);
  const [values, setValues] = useState(() => (read.ok ? read.values : emptyRoleForm()));
  const [errors, setErrors] = useState<RoleFormErrors>({});
  const [checked, setChecked] = useState(false);
  const [tab, setTab] = useState<RoleFormTab>('allow');
  const [focusError, setFocusError] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const disabled = !read.ok || readOnly;
  const check = (v: typeof values) => validateRoleForm(v, { nameRequired: !nameFixed });

  const change = (next: typeof values) => {
    setValues(next);
    // After a first submit, the messages follow the fields as they are corrected.
    if (checked) setErrors(check(next));
    onText(writeRoleYaml(text, next));
  };

  useImperativeHandle(handleRef, () => ({
    commit: () => {
      if (disabled) return true;
      const found = check(values);
      setChecked(true);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first === undefined) return true;
      const section = sectionOf(first);
      if (section !== 'metadata') setTab(section);
      setFocusError((n) => n + 1);
      return false;
    },
  }));

  // The first field to fix takes the focus (after its tab is shown).
  useEffect(() => {
    if (focusError) root.current?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus();
  }, [focusError]);

  return (
    <div className="role-form" ref={root} data-testid="role-form">
      <Stack gap="sm">
        {!read.ok && (
          <Alert color="orange" variant="light" title="The form cannot read this YAML" role="status">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {read.message} Fix it in YAML: the text is kept as it is, and the form reads it again when you come back.
              </Text>
              <Button size="compact-sm" variant="default" onClick={onShowYaml}>
                Back to YAML
              </Button>
            </Stack>
          </Alert>
        )}
        <RoleFormFields
          values={values}
          errors={errors}
          locked={read.ok ? read.locked : NO_LOCKS}
          disabled={disabled}
          nameFixed={nameFixed}
          tab={tab}
          onTabChange={setTab}
          onChange={change}
        />
      </Stack>
    </div>
  );
}

export default RoleFormPanel;
