import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { useRef, useState } from 'react';
import { Badge, Button, Group, Popover, Text } from '@mantine/core';
import { assistPopupHidden, hideAssistPopup } from '@/shared/storage/onboarding';
import { useAssistHost } from '@/platform/assist-context';
import { ASSIST_BUTTON_FACE } from './assist-button-face';

/** The popup hides when the assistant is docked on the page. */
function dockedAssistExists(): boolean {
  return document.querySelector('[data-assist-docked]') !== null;
}

/**
 * The assist button (rendered only when the assist flag and assistEnabled are on) and
 * its 'New!' popup, hidden for good once closed.
 */
export function AssistButton() {
  const [popup, setPopup] = useState(() => !assistPopupHidden() && !dockedAssistExists());
  // The panel itself (loaded on first open) is placed by the shell: src/app/shell/assist-provider.tsx.
  const host = useAssistHost();
  const button = useRef<HTMLButtonElement>(null);
  const closePopup = () => {
    hideAssistPopup();
    setPopup(false);
  };
  return (
    // Under the dropdowns and dialogs the user opens (Mantine's popover layer is 300, modals 200):
    // the tip stays up until closed, and covered the user menu's items that opened beside it.
    <Popover opened={popup} position="bottom-end" withArrow shadow="md" width={300} trapFocus={false} closeOnEscape={false} zIndex={150}>
      <Popover.Target>
        <Button
          ref={button}
          {...ASSIST_BUTTON_FACE}
          onClick={() => {
            if (popup) closePopup();
            host.setOpen(!host.open);
          }}
        />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label="New: Assist">
        <Badge color="brand" variant="filled">
          New!
        </Badge>
        <Text fz="sm" mt="xs">
          Meet Assist, a GPT-4-powered AI assistant that leverages your infrastructure.
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              closePopup();
              // The popup's Close goes away with it: the focus goes to the button it points at.
              button.current?.focus();
            }}
          >
            Close
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
