// The shell's dialogs, each loaded only when it can show: the onboarding prompt for a user who
// may add resources and was not told yet, the questionnaire after an accepted invite, and the
// command palette once it is first opened (then kept mounted, so it animates open and closed; its
// code is fetched before, when the browser is idle). None of their code (nor Mantine's Modal) is
// part of the first load; the two prompts open once the first screen is up (api/first-screen.ts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/api/deferred-validation';
import { needsResourceCheck, questionnaireRequested } from '@/shared/storage/onboarding';
import { lazyWithPreload } from '@/shared/ui/lazy-with-preload';
import { useFirstScreenDone } from '@/api/first-screen-hook';

const OnboardingDialog = lazy(() => import('./onboarding-dialog').then((m) => ({ default: m.OnboardingDialog })));
const QuestionnaireDialog = lazy(() => import('./questionnaire-dialog').then((m) => ({ default: m.QuestionnaireDialog })));
const CommandPalette = lazyWithPreload(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));

/**
 * Loads the palette's code ahead of its first use: once the first screen is up and the browser is
 * idle, or earlier on intent (the button hovered or focused), so Ctrl+K opens it at once.
 */
export function preloadCommandPalette(): void {
  void CommandPalette.preload();
}

export function ShellDialogs(props: { clusterId: string; canDiscover: boolean; paletteOpen: boolean; onPaletteClose: () => void }) {
  const [onboarding] = useState(() => needsResourceCheck(props.canDiscover));
  const [questionnaire] = useState(questionnaireRequested);
  const [paletteUsed, setPaletteUsed] = useState(false);
  const firstScreenDone = useFirstScreenDone();
  useEffect(() => whenIdle(preloadCommandPalette), []);
  if (props.paletteOpen && !paletteUsed) setPaletteUsed(true);
  return (
    <Suspense fallback={null}>
      {onboarding && firstScreenDone && <OnboardingDialog clusterId={props.clusterId} canDiscover={props.canDiscover} />}
      {questionnaire && firstScreenDone && <QuestionnaireDialog />}
      {(paletteUsed || props.paletteOpen) && <CommandPalette opened={props.paletteOpen} onClose={props.onPaletteClose} />}
    </Suspense>
  );
}
