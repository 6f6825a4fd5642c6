/**
 * @rozgar/contracts: the zod schemas of every API payload and every vocabulary, one module per
 * area, shared by the BFF (validation, mongoose enums), the seed, the frontends and their tests.
 */
export * from './text';
export * from './common';
export * from './jobs';
export * from './companies';
export * from './companiesDirectory';
export * from './applications';
export * from './profile';
export * from './identity';
export * from './counselling';
export * from './uploads';
export * from './candidates';
export * from './reviews';
export * from './communities';
export * from './remotes';
export * from './payloads/communities';
export * from './payloads/recruiter-jobs';
export * from './pipeline';
export * from './application-tracking';
export * from './prescreening';
export * from './vocabularies/salary';
export * from './salary';
export * from './payloads/salary';
export * from './interview-experiences';
export * from './payloads/interview-experiences';
export * from './office-photos';
export * from './keyword-optimiser';
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
