// The shell's federation runtime plugin that hands its runtime core to the remotes (ADR 024):
// remotes are built with `experiments.externalRuntime`, so their remoteEntry.js reads the core
// from this global instead of carrying a second copy. It is what `provideExternalRuntime` does,
// but importing the same ES module the shell's runtime already uses (that option's plugin is
// resolved as CommonJS and bundled a second, CommonJS copy of the core into the shell).
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'rozgar-provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
