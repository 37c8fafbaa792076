// The shell's dialogs, each loaded only when it can show: the onboarding prompt for a user who
// may add resources and was not told yet, the questionnaire after an accepted invite, and the
// command palette once it is first opened (then kept mounted, so it animates open and closed).
// None of their code (nor Mantine's Modal) is part of the first load; the two prompts open once
// the first screen is up (api/first-screen.ts).
import { lazy, Suspense, useState } from 'react';
import { needsResourceCheck, questionnaireRequested } from '@/shared/storage/onboarding';
import { useFirstScreenDone } from '@/api/first-screen';

const OnboardingDialog = lazy(() => import('./onboarding-dialog').then((m) => ({ default: m.OnboardingDialog })));
const QuestionnaireDialog = lazy(() => import('./questionnaire-dialog').then((m) => ({ default: m.QuestionnaireDialog })));
const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));

/** Loads the palette's code ahead of its first use (on intent: the button hovered or focused). */
export function preloadCommandPalette(): void {
  void import('./command-palette');
}

export function ShellDialogs(props: { clusterId: string; canDiscover: boolean; paletteOpen: boolean; onPaletteClose: () => void }) {
  const [onboarding] = useState(() => needsResourceCheck(props.canDiscover));
  const [questionnaire] = useState(questionnaireRequested);
  const [paletteUsed, setPaletteUsed] = useState(false);
  const firstScreenDone = useFirstScreenDone();
  if (props.paletteOpen && !paletteUsed) setPaletteUsed(true);
  return (
    <Suspense fallback={null}>
      {onboarding && firstScreenDone && <OnboardingDialog clusterId={props.clusterId} canDiscover={props.canDiscover} />}
      {questionnaire && firstScreenDone && <QuestionnaireDialog />}
      {(paletteUsed || props.paletteOpen) && <CommandPalette opened={props.paletteOpen} onClose={props.onPaletteClose} />}
    </Suspense>
  );
}
