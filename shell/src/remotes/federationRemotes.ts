import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesConfig, takeInlineRemotesConfig, type RemotesConfig } from './remotesConfig';
import { readRoutesModule, type RemoteRouteEntry } from './remoteRoutesModule';

/**
 * The shell's only contact with Module Federation: remotes are registered from `/remotes.json`
 * at start-up (never baked into the build) and loaded on demand. A failure (manifest missing,
 * server down, script error — e.g. RUNTIME-003) rejects the promise; the caller shows a
 * fallback. A retry re-reads `/remotes.json` if needed and re-registers the remote with
 * `force: true`, which drops the runtime's cached manifest and container, so a remote that came
 * back works without a page reload.
 */
export interface RemoteLoader {
  loadRoutes(remote: string, options: { fresh: boolean }): Promise<RemoteRouteEntry[]>;
  /** Reads `/remotes.json` afresh and registers what it lists (a Retry where no remote routes). */
  loadConfig(): Promise<RemotesConfig>;
}

let knownEntries = new Map<string, string>();

function register(config: RemotesConfig, force: boolean): void {
  knownEntries = new Map(config.remotes.map((remote) => [remote.name, remote.entry]));
  registerRemotes(
    config.remotes.map(({ name, entry }) => ({ name, entry })),
    { force },
  );
}

/**
 * Start-up: read `/remotes.json` (inlined in index.html by the BFF, ADR 025, or else asked for)
 * and register every remote. Never throws (the shell must render): without it, `null`, and paths
 * the shell does not serve offer a retry.
 */
export async function registerRemotesFromConfig(): Promise<RemotesConfig | null> {
  try {
    const config = takeInlineRemotesConfig() ?? (await fetchRemotesConfig());
    register(config, false);
    return config;
  } catch (error) {
    console.error(
      'Rozgar shell: could not read /remotes.json; remote areas will offer a retry.',
      error,
    );
    return null;
  }
}

async function reRegister(remote: string): Promise<void> {
  let entry = knownEntries.get(remote);
  if (!entry) {
    const config = await fetchRemotesConfig();
    knownEntries = new Map(config.remotes.map((r) => [r.name, r.entry]));
    entry = knownEntries.get(remote);
    if (!entry) throw new Error(`/remotes.json has no entry for ${remote}`);
  }
  registerRemotes([{ name: remote, entry }], { force: true });
}

export const federationRemoteLoader: RemoteLoader = {
  async loadRoutes(remote, { fresh }) {
    if (fresh || !knownEntries.has(remote)) await reRegister(remote);
    const module = await loadRemote<unknown>(`${remote}/routes`);
    if (module == null) throw new Error(`${remote}/routes could not be loaded`);
    return readRoutesModule(module);
  },
  async loadConfig() {
    const config = await fetchRemotesConfig();
    register(config, true);
    return config;
  },
};
