const { createFrontendConfig } = require('../design-system/federation/shared.cjs');

module.exports = (_env, argv) =>
  createFrontendConfig({
    packageDir: __dirname,
    name: 'mfe_seeker',
    kind: 'remote',
    mode: argv.mode ?? 'production',
    exposes: { './routes': './src/routes.tsx' },
    title: 'Rozgar · mfe-seeker harness',
  });
