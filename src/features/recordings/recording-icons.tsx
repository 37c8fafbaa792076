// The Session Recordings nav icon (a play button in a film frame) and each recording type's icon.
import { icon, type IconProps } from '@/shared/icons/icons';
import { DesktopIcon, KubernetesIcon, TerminalIcon } from '@/shared/icons/resource-icons';
import type { RecordingType } from './recording';

export const RecordingsIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M10 9.2v5.6l4.6-2.8z" />
  </>,
);

const TYPE_ICONS: Record<RecordingType, (props: IconProps) => React.ReactElement> = {
  ssh: TerminalIcon,
  k8s: KubernetesIcon,
  desktop: DesktopIcon,
};

export function RecordingTypeIcon({ type, size = 18 }: { type: RecordingType; size?: number }) {
  const Icon = TYPE_ICONS[type];
  return <Icon size={size} />;
}
