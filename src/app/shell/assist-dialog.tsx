// The assistant's panel as the top bar opens it: loaded on first use (this module and the feature
// behind it stay out of the first load). Docked it fills the shell's aside; the popup views float.
import { useAssistHost } from '@/platform/assist-context';
import { AssistPanel } from '@/features/assist/assist-panel';

export default function AssistDialog({ docked }: { docked: boolean }) {
  const host = useAssistHost();
  return <AssistPanel docked={docked} onClose={() => host.setOpen(false)} />;
}
