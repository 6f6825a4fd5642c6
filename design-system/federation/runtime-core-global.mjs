// A remote's standalone harness only (ADR 024): remotes are built with the federation runtime
// core external (`experiments.externalRuntime`), read from this global, which the shell sets in
// the portal (`provideExternalRuntime`). The harness page has no shell, so this script, loaded
// before the harness's main.js, sets it.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
