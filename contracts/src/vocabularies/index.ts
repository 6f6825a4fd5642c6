/**
 * Every vocabulary of @rozgar/contracts without zod: what the frontends import at run time, so
 * their bundles keep zod/mini alone. The areas' modules re-export these beside their schemas.
 */
export * from './common';
export * from './jobs';
export * from './companies';
export * from './companiesDirectory';
export * from './applications';
export * from './pipeline';
export * from './prescreening';
export * from './profile';
export * from './identity';
export * from './candidates';
export * from './counselling';
export * from './uploads';
export * from './reviews';
export * from './communities';
export * from './salary';
export * from './interview-experiences';
export * from './office-photos';
export * from './plan';
export * from './candidate-invites';
export * from './job-analytics';
export * from './resdex-folders';
export * from './sub-users';
export * from './welcome';
export * from './notifications';
export * from './recommendations';
export * from './job-search';
export * from './job-alerts';
