// Development only (ADR 010): what the frontends' dev builds bundle instead of
// `react-refresh/runtime` (see `createFrontendConfig()` in shared.cjs). It makes ONE React Fast
// Refresh runtime serve the whole page.
//
// Why: on the shell page the shell's webpack runtime and one per loaded remote each bundle their
// own copy of react-refresh, but React DOM (a shared singleton) reports to the one global DevTools
// hook. A copy that hooks in after React DOM has started never learns about it, so a remote's
// updates arrive ("[HMR] Updated modules …") and nothing changes on screen
// (pmmmwh/react-refresh-webpack-plugin#394, module-federation/core#4686). So the first app on the
// page keeps its runtime on `globalThis`, and every app loaded later uses that one. Component IDs
// get the app's container name in front, because two apps may both have e.g. `./src/App.tsx`.
/* global __react_refresh_library__ -- the container name, defined by the React Refresh plugin */
'use strict';

const RUNTIME = '__rozgarReactRefreshRuntime';
const INJECTED = '__rozgarReactRefreshInjected';

if (!globalThis[RUNTIME]) globalThis[RUNTIME] = require('react-refresh/runtime');
const runtime = globalThis[RUNTIME];
const app = typeof __react_refresh_library__ === 'string' ? __react_refresh_library__ : '';

module.exports = {
  ...runtime,
  register: (type, id) => runtime.register(type, `${app} ${id}`),
  getFamilyByID: (id) => runtime.getFamilyByID(`${app} ${id}`),
  // Once per page: the React Refresh plugin's entry calls this once per app.
  injectIntoGlobalHook(globalObject) {
    if (globalObject[INJECTED]) return;
    globalObject[INJECTED] = true;
    runtime.injectIntoGlobalHook(globalObject);
  },
};
