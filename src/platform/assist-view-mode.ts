// How the assistant is shown, and the user preference that keeps it (assist.viewMode on the wire:
// 0 unspecified, 1 docked, 2 popup, 3 popup expanded, 4 popup expanded with the sidebar visible).
// The shell reads it to place the panel; the assistant writes it when the user switches. Tiny on
// purpose: the shell's first load carries it, nothing else of the assistant.
import type { AssistViewMode as WireViewMode } from '@/api/gen/model';
import { sizes } from './theme';

export type AssistView = 'docked' | 'popup' | 'expanded' | 'expanded-sidebar';

export const ASSIST_VIEWS: readonly AssistView[] = ['docked', 'popup', 'expanded', 'expanded-sidebar'];

export const ASSIST_VIEW_LABELS: Record<AssistView, string> = {
  docked: 'Docked beside the page',
  popup: 'Popup',
  expanded: 'Expanded',
  'expanded-sidebar': 'Expanded with conversations',
};

/** The preference as a view; unspecified or unknown values mean the default, docked. */
export function viewFromPreference(value: unknown): AssistView {
  switch (value) {
    case 2:
      return 'popup';
    case 3:
      return 'expanded';
    case 4:
      return 'expanded-sidebar';
    default:
      return 'docked';
  }
}

export function viewToPreference(view: AssistView): WireViewMode {
  return ({ docked: 1, popup: 2, expanded: 3, 'expanded-sidebar': 4 } as const)[view];
}

/** The docked panel's width (the theme's token, spec: 520px). */
export const ASSIST_DOCKED_WIDTH = sizes.assistDockedWidth;
