// The terminal settings form, in a drawer at the right so the terminal beside it is the live
// preview: every valid change is stored at once and every terminal of the user follows it (this
// tab's and other tabs'). A value that does not pass its check is not stored; its field says why
// and what to enter.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { useMemo, useState } from 'react';
import { Alert, Autocomplete, Button, Drawer, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { TERMINAL_THEMES, type TerminalThemeId } from '../terminal-theme';
import { installedMonospaceFonts } from './fonts';
import { BROWSER_KEPT_KEYS, hasKeyboardLock } from './keyboard-lock';
import {
  CURSOR_SHAPES,
  FONT_SIZE,
  fontFamilyProblem,
  LINE_HEIGHT,
  scrollbackProblem,
  type CursorShape,
  type TerminalSettings,
} from './settings';
import type { TerminalSettingsState } from './use-terminal-settings';

const CURSOR_LABELS: Record<CursorShape, string> = { block: 'Block', underline: 'Underline', bar: 'Bar' };

/** A number typed as text: committed when it passes `problem`, else the field says why. */
function NumberField(props: {
  label: string;
  description?: string;
  value: number;
  problem(n: number): string | null;
  onCommit(n: number): void;
  step?: number;
  testId: string;
}) {
  const { value, problem, onCommit } = props;
  const [draft, setDraft] = useState(String(value));
  // A change from elsewhere (Reset, another tab) replaces the draft unless the draft already says it.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (draft.trim() === '' || Number(draft) !== value) setDraft(String(value));
  }
  const parsed = draft.trim() === '' ? NaN : Number(draft);
  const error = problem(parsed);
  return (
    <TextInput
      label={props.label}
      description={props.description}
      type="number"
      inputMode="decimal"
      step={props.step ?? 1}
      value={draft}
      error={error}
      data-testid={props.testId}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setDraft(next);
        const n = next.trim() === '' ? NaN : Number(next);
        if (problem(n) === null && n !== value) onCommit(n);
      }}
    />
  );
}

const fontSizeProblem = (n: number) =>
  Number.isInteger(n) && n >= FONT_SIZE.min && n <= FONT_SIZE.max
    ? null
    : `Enter a whole number of pixels from ${FONT_SIZE.min} to ${FONT_SIZE.max}.`;
const lineHeightProblem = (n: number) =>
  Number.isFinite(n) && n >= LINE_HEIGHT.min && n <= LINE_HEIGHT.max
    ? null
    : `Enter a line height from ${LINE_HEIGHT.min} to ${LINE_HEIGHT.max} (1.2 is a fifth more than the font).`;

export interface TerminalSettingsDrawerProps {
  opened: boolean;
  onClose(): void;
  state: TerminalSettingsState;
  /** The player shows only what applies to a recording (font, size, line height, theme). */
  readOnly?: boolean;
}

export function TerminalSettingsDrawer({ opened, onClose, state, readOnly = false }: TerminalSettingsDrawerProps) {
  const { settings, defaults, update, reset } = state;
  const fonts = useMemo(() => (opened ? installedMonospaceFonts() : []), [opened]);
  const [font, setFont] = useState(settings.fontFamily);
  const [seenFont, setSeenFont] = useState(settings.fontFamily);
  if (seenFont !== settings.fontFamily) {
    setSeenFont(settings.fontFamily);
    if (font.trim() !== settings.fontFamily) setFont(settings.fontFamily);
  }
  const fontError = fontFamilyProblem(font.trim());
  const set = <K extends keyof TerminalSettings>(key: K, value: TerminalSettings[K]) =>
    update({ [key]: value } as Partial<TerminalSettings>);
  const lock = hasKeyboardLock();
  const isDefault = (Object.keys(defaults) as (keyof TerminalSettings)[]).every((k) => settings[k] === defaults[k]);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={360}
      title="Terminal settings"
      withOverlay={false}
      lockScroll={false}
      shadow="xl"
      data-testid="terminal-settings"
      styles={{ content: { borderLeft: '1px solid var(--mantine-color-default-border)' } }}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Kept for you in this browser and used by every terminal{readOnly ? '' : ' and the session player'}. Changes apply at once.
        </Text>
        <Autocomplete
          label="Font"
          description={
            fonts.length > 0
              ? 'Fonts found in this browser are listed; any other installed font name works too.'
              : 'Type the name of an installed monospace font.'
          }
          placeholder="Console font"
          data={fonts}
          value={font}
          error={fontError}
          comboboxProps={{ withinPortal: false }}
          data-testid="terminal-settings-font"
          onChange={(next) => {
            setFont(next);
            if (fontFamilyProblem(next.trim()) === null) set('fontFamily', next.trim());
          }}
        />
        <Group grow align="flex-start">
          <NumberField
            label="Font size"
            value={settings.fontSize}
            problem={fontSizeProblem}
            onCommit={(n) => set('fontSize', n)}
            testId="terminal-settings-size"
          />
          <NumberField
            label="Line height"
            value={settings.lineHeight}
            step={0.1}
            problem={lineHeightProblem}
            onCommit={(n) => set('lineHeight', Math.round(n * 100) / 100)}
            testId="terminal-settings-line-height"
          />
        </Group>
        <Select
          label="Colours"
          data={TERMINAL_THEMES.map((t) => ({ value: t.id, label: t.label }))}
          value={settings.theme}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          data-testid="terminal-settings-theme"
          onChange={(v) => v && set('theme', v as TerminalThemeId)}
        />
        {!readOnly && (
          <>
            <Group grow align="flex-end">
              <Select
                label="Cursor"
                data={CURSOR_SHAPES.map((c) => ({ value: c, label: CURSOR_LABELS[c] }))}
                value={settings.cursorStyle}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
                data-testid="terminal-settings-cursor"
                onChange={(v) => v && set('cursorStyle', v as CursorShape)}
              />
              <Switch
                label="Blinking"
                checked={settings.cursorBlink}
                onChange={(e) => set('cursorBlink', e.currentTarget.checked)}
                mb={8}
              />
            </Group>
            <NumberField
              label="Scrollback"
              description={`Lines kept above the screen (default ${defaults.scrollback.toLocaleString('en-US')}).`}
              value={settings.scrollback}
              problem={scrollbackProblem}
              onCommit={(n) => set('scrollback', n)}
              testId="terminal-settings-scrollback"
            />
            <Switch
              label="Copy on select"
              description="Selected text is copied to the clipboard."
              checked={settings.copyOnSelect}
              onChange={(e) => set('copyOnSelect', e.currentTarget.checked)}
            />
            <Switch
              label="Right click pastes"
              description="Otherwise a right click selects the word under the pointer."
              checked={settings.rightClickPaste}
              onChange={(e) => set('rightClickPaste', e.currentTarget.checked)}
            />
          </>
        )}
        <Switch
          label="Screen-reader mode"
          description={`Output is read out as it arrives and the screen's rows can be read line by line.${readOnly ? '' : ' Ctrl+Alt+R turns it on or off.'}`}
          checked={settings.screenReaderMode}
          onChange={(e) => set('screenReaderMode', e.currentTarget.checked)}
          data-testid="terminal-settings-screen-reader"
        />
        {!readOnly && (
          <Alert color={lock ? 'brand' : 'yellow'} variant="light" title="Keys the browser keeps" data-testid="terminal-settings-keys">
            {lock
              ? `In full screen (the Full screen button), ${BROWSER_KEPT_KEYS.slice(0, 4).join(', ')} and the like go to the shell. Outside full screen the browser keeps them.`
              : `This browser keeps ${BROWSER_KEPT_KEYS.join(', ')} for itself, even in full screen: they never reach the shell. Chrome and Edge hand them to the shell in full screen.`}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" size="xs" onClick={reset} disabled={isDefault}>
            Reset to defaults
          </Button>
          <Button size="xs" onClick={onClose}>
            Done
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
