// Icons of the resource pages (same 24x24 line style as ./icons, decorative).
import { icon } from './icons';

export const ServerIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="4" width="18" height="7" rx="1.5" />
    <rect x="3" y="13" width="18" height="7" rx="1.5" />
    <path d="M7 7.5h.01M7 16.5h.01" />
  </>,
);
export const AppIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18M7 6.5h.01M10 6.5h.01" />
  </>,
);
export const KubernetesIcon = /* @__PURE__ */ icon(
  <>
    <path d="M12 2.8l7.8 3.8 1.9 8.4-5.4 6.8H7.7l-5.4-6.8 1.9-8.4z" />
    <circle cx="12" cy="12" r="2.6" />
    <path d="M12 6.5v2.9M12 14.6v2.9M6.8 10.3l2.7.9M14.5 12.8l2.7.9M8.7 16.6l1.7-2.3M13.6 9.7l1.7-2.3" />
  </>,
);
export const DatabaseIcon = /* @__PURE__ */ icon(
  <>
    <ellipse cx="12" cy="5.5" rx="7.5" ry="2.8" />
    <path d="M4.5 5.5v13c0 1.5 3.4 2.8 7.5 2.8s7.5-1.3 7.5-2.8v-13" />
    <path d="M4.5 12c0 1.5 3.4 2.8 7.5 2.8s7.5-1.3 7.5-2.8" />
  </>,
);
export const DesktopIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M8 20h8M12 16v4M3 12.5h18" />
  </>,
);
export const PinIcon = /* @__PURE__ */ icon(
  <>
    <path d="M9 3h6l-1 6 4 4H6l4-4z" />
    <path d="M12 13v8" />
  </>,
);
export const CopyIcon = /* @__PURE__ */ icon(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
);
export const CheckIcon = /* @__PURE__ */ icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const SortAscIcon = /* @__PURE__ */ icon(<path d="M12 5l-5 6h10zM12 19v-8" />);
export const SortDescIcon = /* @__PURE__ */ icon(<path d="M12 19l-5-6h10zM12 5v8" />);
export const SortNoneIcon = /* @__PURE__ */ icon(<path d="M12 4l-4 5h8zM12 20l-4-5h8z" />);
export const TerminalIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M7 9l3 3-3 3M12 15h5" />
  </>,
);
export const FilterIcon = /* @__PURE__ */ icon(<path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" />);
export const TagIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.4 1.4 0 0 1 0 2l-6.7 6.7a1.4 1.4 0 0 1-2 0z" />
    <path d="M8 8h.01" />
  </>,
);
export const BookmarkIcon = /* @__PURE__ */ icon(<path d="M6.5 3.5h11v17l-5.5-4-5.5 4z" />);
export const ColumnsIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <path d="M9.5 4.5v15M14.5 4.5v15" />
  </>,
);
export const HistoryIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3.5 12a8.5 8.5 0 1 0 2.6-6.1L3.5 8.5" />
    <path d="M3.5 4v4.5H8M12 7.5V12l3 2" />
  </>,
);
