import type { Received } from '@rozgar/contracts/payloads/public-forms';
import type { CompanyHighlights } from '../pages/LandingPage/TopCompanies/companyHighlights';

// The shell's BFF data for its stories and tests, typed by the payloads its API modules check.

export const highlights: CompanyHighlights = {
  categories: [
    { key: 'mnc', name: 'MNCs', description: 'Multinationals', companyCount: 1240 },
    { key: 'it', name: 'IT Services', description: 'IT services', companyCount: 860 },
    { key: 'startup', name: 'Startups', description: 'Startups', companyCount: 2310 },
    { key: 'bfsi', name: 'Banking & Finance', description: 'BFSI', companyCount: 415 },
  ],
  featured: [
    {
      id: '6650f1a2c3d4e5f60dddd001',
      name: 'Freshworks',
      industry: 'Software Product',
      city: 'Chennai',
      size: '501+',
      logo: null,
      openJobs: 42,
    },
    {
      id: '6650f1a2c3d4e5f60dddd004',
      name: 'Infosys',
      industry: 'IT Services & Consulting',
      city: 'Bengaluru',
      size: '501+',
      logo: null,
      openJobs: 118,
    },
    {
      id: '6650f1a2c3d4e5f60dddd005',
      name: 'Persistent Systems',
      industry: 'IT Services & Consulting',
      city: 'Pune',
      size: '501+',
      logo: null,
      openJobs: 37,
    },
  ],
};

/** What POST /api/contact-messages and POST /api/counselling-requests answer (201): the stored id. */
export const storedMessage: Received = {
  id: '6650f1a2c3d4e5f60ffff001',
  createdAt: '2026-11-24T10:30:00.000Z',
};
export const storedRequest: Received = {
  id: '6650f1a2c3d4e5f60ffff101',
  createdAt: '2026-11-24T10:30:00.000Z',
};
