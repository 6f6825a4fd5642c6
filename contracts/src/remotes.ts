import { z } from 'zod/mini';

/*
 * How the shell finds its remotes and the pages they own (docs/decisions/004): each remote's build
 * publishes `routes.json` beside its `mf-manifest.json`; the BFF reads those and answers
 * `GET /remotes.json`, from which the shell builds its routes at run time. zod/mini, so the shell's
 * bundle can take it.
 */

/** A react-router path a remote may own: absolute, not the shell's `/`, no query or hash. */
export const routePathSchema = z
  .string()
  .check(z.maxLength(200), z.regex(/^\/[A-Za-z0-9\-._~/:*]+$/, 'not a page path'));

/** `routes.json`, published by a remote's build: its federation name and the paths it owns. */
export const routesFileSchema = z.object({
  name: z.string(),
  routes: z.array(routePathSchema).check(z.maxLength(500)),
});
export type RoutesFile = z.infer<typeof routesFileSchema>;

/**
 * `GET /remotes.json`: where each remote's manifest lives in this deployment and the paths it
 * owns — `null` (or absent) while the BFF has never managed to read them (the remote is
 * unreachable or not built): the shell then offers a retry for paths nobody else owns.
 */
export const remotesDocumentSchema = z.object({
  remotes: z.array(
    z.object({
      name: z.string().check(z.minLength(1)),
      entry: z.string().check(z.minLength(1)),
      routes: z.optional(z.nullable(z.array(z.string()))),
    }),
  ),
});
export type RemotesDocument = z.infer<typeof remotesDocumentSchema>;
