/**
 * The production entry, `build/node/server.js` (ADR 016, "Cold start"): starts the database first
 * — with no MONGODB_URI, the embedded database's process loads its data and builds its indexes —
 * and only then loads the BFF's own modules (Express, mongoose, the models, Remix: about a
 * second and a half of CPU), so that both happen at once on two cores instead of one after the
 * other. `server.ts`'s `main()` takes the database from here; nothing else changes.
 *
 * The BFF's modules are a bundle of their own (`build/node/app.js`), loaded with a dynamic import:
 * bundled into this file, their packages' imports would run before any of this module's code.
 */
import { resolveDatabase } from './database-process';
import { dataDirFrom } from './paths';

/** The bundle of `server.ts` beside this one (bff/scripts/build-server.ts). */
export const APP_BUNDLE = 'app.js';

const database = resolveDatabase(process.env, dataDirFrom(process.env));
// A failed start is reported by main(), which awaits it.
database.catch(() => {});
const app = (await import(
  new URL(`./${APP_BUNDLE}`, import.meta.url).href
)) as typeof import('../server');
app.main(process.env, { database }).catch((error: unknown) => {
  console.error('[bff] failed to start:', error);
  process.exit(1);
});
