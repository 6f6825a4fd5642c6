export { subscribeLiveEvents, type LiveListener, type LiveMessage } from './sharedEventSource';
export { useLiveEvents } from './useLiveEvents';
