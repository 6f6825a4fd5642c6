const { createFrontendConfig } = require('../design-system/federation/shared.cjs');

module.exports = (_env, argv) =>
  createFrontendConfig({
    packageDir: __dirname,
    name: 'shell',
    kind: 'host',
    mode: argv.mode ?? 'production',
    title: 'Rozgar — jobs, companies and communities',
    define: {
      SUPPORT_PHONE: process.env.SUPPORT_PHONE ?? '',
      SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? '',
    },
  });
