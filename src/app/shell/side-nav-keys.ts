// Keyboard movement in the side nav (arrows, Enter and Escape). Items carry
// data-nav-item; a group header also data-nav-group="{id}" and data-open; a group child
// data-nav-parent="{id}". Enter is left to the element itself (a link opens, a header toggles).

export type NavKeyAction =
  | { kind: 'focus'; index: number }
  | { kind: 'open'; group: string }
  | { kind: 'close'; group: string; focusHeader: boolean }
  | { kind: 'leave' }
  | { kind: 'none' };

export interface NavKeyItem {
  group?: string;
  open?: boolean;
  parent?: string;
}

export function navKeyAction(key: string, items: readonly NavKeyItem[], index: number): NavKeyAction {
  const n = items.length;
  const item = items[index];
  if (!item || n === 0) return { kind: 'none' };
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: (index + 1) % n };
    case 'ArrowUp':
      return { kind: 'focus', index: (index - 1 + n) % n };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: n - 1 };
    case 'ArrowRight':
      if (item.group && !item.open) return { kind: 'open', group: item.group };
      if (item.group && item.open) return { kind: 'focus', index: Math.min(index + 1, n - 1) };
      return { kind: 'none' };
    case 'ArrowLeft':
      if (item.group && item.open) return { kind: 'close', group: item.group, focusHeader: false };
      if (item.parent) return { kind: 'close', group: item.parent, focusHeader: true };
      return { kind: 'none' };
    case 'Escape':
      if (item.parent) return { kind: 'close', group: item.parent, focusHeader: true };
      return { kind: 'leave' };
    default:
      return { kind: 'none' };
  }
}
