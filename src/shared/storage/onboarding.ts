// Browser-stored onboarding items: the discover onboarding state, the questionnaire
// request and the assistant popup's visibility.
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { isRecord, readJson, readString, removeKey, writeJson, writeString } from './local-store';

export interface DiscoverState {
  hasResource: boolean;
  notified: boolean;
}

export function readDiscoverState(): DiscoverState {
  const raw = readJson(STORAGE_KEYS.discover);
  const r = isRecord(raw) ? raw : {};
  return { hasResource: r.hasResource === true, notified: r.notified === true };
}

/** Whether to ask the server at all: a user who may add resources and has not been told yet. */
export function needsResourceCheck(canDiscover: boolean): boolean {
  const state = readDiscoverState();
  return canDiscover && !state.notified && !state.hasResource;
}

export function writeDiscoverState(change: Partial<DiscoverState>): DiscoverState {
  const next = { ...readDiscoverState(), ...change };
  writeJson(STORAGE_KEYS.discover, next);
  return next;
}

/** Called after an accepted invite: the shell then shows the questionnaire once. */
export function requestQuestionnaire(): void {
  writeString(STORAGE_KEYS.onboardSurvey, 'requested');
}

export function questionnaireRequested(): boolean {
  return readString(STORAGE_KEYS.onboardSurvey) === 'requested';
}

export function clearQuestionnaire(): void {
  removeKey(STORAGE_KEYS.onboardSurvey);
}

export function assistPopupHidden(): boolean {
  return readString(STORAGE_KEYS.assistPopupHidden) === 'true';
}

export function hideAssistPopup(): void {
  writeString(STORAGE_KEYS.assistPopupHidden, 'true');
}
