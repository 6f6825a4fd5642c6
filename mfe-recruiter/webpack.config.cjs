const { createFrontendConfig } = require('../design-system/federation/shared.cjs');

module.exports = (_env, argv) =>
  createFrontendConfig({
    packageDir: __dirname,
    name: 'mfe_recruiter',
    kind: 'remote',
    mode: argv.mode ?? 'production',
    exposes: { './routes': './src/routes.tsx' },
    title: 'Rozgar · mfe-recruiter harness',
    // the dashboard's contact panel shows the deployment's support contact, as the shell's footer does
    define: {
      SUPPORT_PHONE: process.env.SUPPORT_PHONE ?? '',
      SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? '',
    },
  });
