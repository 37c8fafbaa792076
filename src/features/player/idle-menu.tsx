// The idle skip's menu in the control bar: off, or gaps shortened to 1, 2 or 5 seconds.
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { Button, Menu } from '@mantine/core';
import { CheckIcon } from '@/shared/icons/icons';
import { IDLE_LIMITS, type IdleLimit } from './idle-clock';

const limitLabel = (limit: IdleLimit | null) => (limit === null ? 'off' : `${limit / 1000} s`);

export function IdleMenu({ limit, onLimit }: { limit: IdleLimit | null; onLimit(limit: IdleLimit | null): void }) {
  const choices: Array<IdleLimit | null> = [null, ...IDLE_LIMITS];
  return (
    <Menu position="top-end" offset={6} withinPortal>
      <Menu.Target>
        <Button size="xs" variant={limit === null ? 'default' : 'light'} data-testid="player-idle" style={{ flexShrink: 0 }}>
          {`Skip idle: ${limitLabel(limit)}`}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Skip idle time">
        <Menu.Label>Pauses longer than the limit are shortened to it</Menu.Label>
        {choices.map((c) => (
          <Menu.Item
            key={String(c)}
            aria-checked={c === limit}
            renderRoot={(props) => <button type="button" {...props} role="menuitemradio" />}
            leftSection={c === limit ? <CheckIcon size={14} /> : <span style={{ display: 'inline-block', width: 14 }} />}
            onClick={() => onLimit(c)}
          >
            {c === null ? 'Off: as recorded' : `Shorten to ${limitLabel(c)}`}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
