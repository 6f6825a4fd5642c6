export { RemoteHarness, type RemotePage } from './RemoteHarness';
