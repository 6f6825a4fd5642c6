export {
  apiDouble,
  type Answer,
  type RecordedCall,
} from '@rozgar/design-system/remote-kit/testing';
export {
  applicationFixture,
  jobFixture,
  jobId,
  RECRUITER,
  savedJobFixture,
  SEEKER,
} from '../mocks/jobFixtures';
