export {
  apiDouble,
  type Answer,
  type RecordedCall,
} from '@rozgar/design-system/remote-kit/testing';
export { jobFixture, RECRUITER, SEEKER } from '../mocks/jobFixtures';
