// The recording's events as the player reads them: the reader lives in src/shared/sessions/ (the
// recording export reads them too); the player's modules import it from here.
export * from '@/shared/sessions/recording-events';
