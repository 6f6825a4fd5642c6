import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { supportContact } from '../../config/supportContact';

export interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * The terms of use (docs/product/public-pages-and-services.md#terms-and-conditions): the product,
 * its operator, acceptable use, anti-scraping, anti-spam and no use for AI training, and the rest a
 * job portal needs.
 */
export const TERMS_SECTIONS: ReadonlyArray<TermsSection> = [
  {
    id: 'the-service',
    title: '1. The service',
    body: (
      <p>
        Rozgar is an online job portal for India. Job seekers create profiles, upload resumes,
        search and apply for jobs, read and write company reviews and take part in community
        discussions. Recruiters post jobs, read applications, search candidate profiles and manage
        company pages. These terms apply to every use of the website and its services, whether or
        not you have an account.
      </p>
    ),
  },
  {
    id: 'operator',
    title: '2. Who operates Rozgar',
    body: (
      <p>
        Rozgar is operated by the Rozgar team (“we”, “us”). You can reach us through the{' '}
        <Link to="/contact-us">contact page</Link>, by e-mail at{' '}
        <a href={`mailto:${supportContact.email}`}>{supportContact.email}</a> or by phone on{' '}
        {supportContact.phone}, {supportContact.hours}.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: '3. Accounts',
    body: (
      <p>
        You must be at least 18 years old, give true information and verify your e-mail address.
        Keep your password secret; you are responsible for what happens under your account. One
        person may hold one job-seeker account. Recruiters must represent a real employer or a
        consultancy that is authorised to hire for it.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: '4. Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>post fake, misleading, discriminatory or illegal jobs, profiles or reviews;</li>
          <li>ask candidates for money, deposits or fees at any stage of hiring;</li>
          <li>impersonate a person or company, or misuse another user’s personal data;</li>
          <li>
            upload malware or try to break, overload or get around the security of the service;
          </li>
          <li>use candidate data for anything other than recruiting for a real vacancy.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'no-scraping',
    title: '5. No scraping or automated access',
    body: (
      <p>
        You may not use robots, spiders, scrapers or any other automated means to access, copy or
        collect jobs, profiles, resumes, reviews or any other content, nor build a database from it,
        except through interfaces we offer for that purpose and within their limits. We rate limit
        requests and may block addresses and accounts that do this.
      </p>
    ),
  },
  {
    id: 'no-spam',
    title: '6. No spam',
    body: (
      <p>
        Do not send unsolicited bulk messages, chain letters, advertisements or offers unrelated to
        a specific job through Rozgar or to contact details you found on it. Recruiters contact
        candidates only about suitable vacancies; candidates apply only to jobs they mean to pursue.
      </p>
    ),
  },
  {
    id: 'no-ai-training',
    title: '7. No use for AI training',
    body: (
      <p>
        Content on Rozgar — including profiles, resumes, job descriptions, reviews and community
        posts — may not be used to train, fine-tune or evaluate machine-learning or artificial
        intelligence models, or be included in data sets for such purposes, without our prior
        written permission.
      </p>
    ),
  },
  {
    id: 'content',
    title: '8. Your content',
    body: (
      <p>
        You keep the rights to what you post. You allow us to host, display and share it within the
        service as the features need (for example, showing your profile to recruiters you apply to
        or who search for candidates). Reviews are published without your name. We may remove
        content that breaks these terms or the law.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: '9. Privacy',
    body: (
      <p>
        We process personal data to run the service, in line with India’s Digital Personal Data
        Protection Act, 2023. We do not sell personal data. You can correct your profile at any time
        and ask us to delete your account through the <Link to="/contact-us">contact page</Link>.
      </p>
    ),
  },
  {
    id: 'liability',
    title: '10. Disclaimers and liability',
    body: (
      <p>
        Jobs and reviews are posted by users. We check for abuse but cannot guarantee that every
        listing is accurate or that any application leads to a job. To the extent the law allows, we
        are not liable for indirect losses arising from the use of the service.
      </p>
    ),
  },
  {
    id: 'termination',
    title: '11. Suspension and termination',
    body: (
      <p>
        We may suspend or close accounts that break these terms. You may stop using Rozgar and close
        your account at any time.
      </p>
    ),
  },
  {
    id: 'law',
    title: '12. Changes and governing law',
    body: (
      <p>
        We may update these terms and will show the date of the latest change on this page. These
        terms are governed by the laws of India; courts in Bengaluru, Karnataka have jurisdiction.
      </p>
    ),
  },
];
