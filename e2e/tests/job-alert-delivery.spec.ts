import { expect, latestMail, mailInboxURL, test, type CaughtMail } from '../fixtures';
import { axeViolations } from '../axe';

/**
 * An instant job alert delivered (docs/product/notifications-and-alerts.md#job-alerts, ADR 028): a
 * new seeker saves "React" in Pune as an instant alert on /jobs; a new recruiter posts a matching
 * job through the Post a Job form; the seeker's open page shows the bell's unread count live and
 * the notification names the job; the alert mail (plain text + HTML) reaches the mail catcher with
 * its unsubscribe link; a logged-out browser following the link is asked first (the alert is
 * still there), and after "Unsubscribe" told it is gone; the dashboard no longer lists it, and the
 * link does not work twice. A job in another city, posted
 * (over the API, to keep the journey short) before the matching one, tells the seeker nothing.
 */
test('an instant alert for React in Pune: bell and mail for a matching job, none for another city, one-click unsubscribe', async ({
  baseURL,
  browser,
  newSeeker,
  newRecruiter,
}) => {
  // The delivery may take up to the 60 s (p95) on a loaded machine; quick, it is ~25 s.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const seeker = await newSeeker('Ira Deshmukh');
  const { page } = seeker;

  // The seeker searches React in Pune and saves it as an instant alert.
  await page.goto('/jobs');
  await page.getByRole('textbox', { name: 'Skills, designations or companies' }).fill('React');
  await page.getByRole('textbox', { name: 'Location' }).fill('Pune');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\?q=React&location=Pune$/);
  await page.getByRole('button', { name: 'Create job alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create job alert' });
  await expect(dialog.getByRole('radio', { name: 'Instant' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(page.getByText('Job alert "React in Pune" created')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const recruiter = await newRecruiter('Meera Kulkarni');
  const company = `Rozgar Alerts ${stamp}`;
  // Another city: the same words, but the alert's location is Pune — no notification, no mail.
  const elsewhere = await recruiter.page.request.post('/api/jobs', {
    headers: { Origin: baseURL! },
    data: {
      job_title: `React Developer Chennai ${stamp}`,
      employment_type: 'Full Time, Permanent',
      work_mode: 'In office',
      job_description: 'Build React screens in Chennai.',
      skills: 'React, TypeScript',
      min_experience: 1,
      max_experience: 5,
      min_salary: 5,
      max_salary: 10,
      location: 'Chennai',
      industry: 'IT/ITES',
      qualification: 'Any Graduate',
      company,
    },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(201);

  // The recruiter posts the matching job through the Post a Job form.
  const title = `React Developer ${stamp}`;
  const form = recruiter.page;
  await form.goto('/job-postings-section');
  await expect(form.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  await form.getByLabel(/^Job title/).fill(title);
  await form.getByLabel(/^Job description/).fill('Build the React screens of our job portal.');
  await form.getByLabel(/^Key skills/).fill('React, TypeScript');
  await form.getByLabel(/^Minimum experience/).selectOption('2');
  await form.getByLabel(/^Maximum experience/).selectOption('5');
  await form.getByLabel(/^Minimum salary/).selectOption('10');
  await form.getByLabel(/^Maximum salary/).selectOption('20');
  await form.getByLabel(/^Location/).fill('Pune');
  await form.getByLabel(/^Industry/).selectOption('IT/ITES');
  await form.getByLabel(/^Qualification/).selectOption('B.Tech/B.E.');
  // A new recruiter has no company of their own yet: its name is typed.
  await form
    .getByRole('combobox', { name: 'Company', exact: true })
    .selectOption({ label: 'Another company (type its name)' });
  await form.getByLabel(/^Company name/).fill(company);
  await form.getByRole('button', { name: 'Review and post' }).click();
  await form
    .getByRole('dialog', { name: 'Preview' })
    .getByRole('button', { name: 'Post Job' })
    .click();
  await expect(form.getByText('Job posted successfully!')).toBeVisible();

  // Within 60 s (the p95), without a reload: the bell counts it and names the job.
  const bell = nav.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 60_000 });
  await bell.click();
  const list = page.getByRole('region', { name: 'Notifications' });
  await expect(
    list.getByRole('link', {
      name: new RegExp(`New job for your alert "React in Pune": ${title}`),
    }),
  ).toBeVisible();
  await expect(list).not.toContainText('Chennai');

  // The mail: a plain-text part naming the job and its one-click unsubscribe link.
  const mail = await latestMail(
    page.request,
    seeker.email,
    new RegExp(`^New job for "React in Pune": ${title} at ${company}$`),
  );
  expect(mail.text).toContain(title);
  expect(mail.html).toContain(title);
  const link = /Unsubscribe from this alert: (\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toMatch(/\/api\/unsubscribe\?token=/);
  // Exactly one mail to the seeker: none for the Chennai job.
  const all = (await (await page.request.get(`${mailInboxURL}/email`)).json()) as CaughtMail[];
  const toSeeker = all.filter((m) =>
    m.envelope.to.some((to) => to.address.toLowerCase() === seeker.email.toLowerCase()),
  );
  expect(toSeeker.map((m) => m.subject).filter((s) => s.startsWith('New job for'))).toHaveLength(1);

  // A logged-out browser follows the link (on this portal's origin).
  const { pathname, search } = new URL(link!);
  // On a phone: the page fits 360 px, passes axe, and the button is reached by keyboard.
  const visitor = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const inbox = await visitor.newPage();
  const opened = await inbox.goto(`${pathname}${search}`);
  expect(opened?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(inbox.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  expect(await inbox.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(inbox)).toEqual([]);
  // Opening the link only asks (mail scanners open every link): the alert is still there.
  const confirm = inbox.getByRole('form', {
    name: 'Unsubscribe from the job alert "React in Pune"?',
  });
  await expect(confirm).toBeVisible();
  const kept = (await (await page.request.get('/api/job-alerts')).json()) as {
    alerts: { name: string }[];
  };
  expect(kept.alerts.map((a) => a.name)).toEqual(['React in Pune']);
  const button = confirm.getByRole('button', { name: 'Unsubscribe' });
  await inbox.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await button.click();
  await expect(inbox.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  await expect(inbox.getByRole('status')).toHaveText(
    'Unsubscribed from the job alert "React in Pune". You will no longer get this job alert.',
  );

  // The seeker's dashboard no longer lists it.
  await page.goto('/job-seeker-dashboard#job-alerts');
  const alerts = page.getByRole('region', { name: 'Job alerts' });
  await expect(alerts.getByRole('heading', { name: 'No job alerts yet' })).toBeVisible();

  // The link works once.
  await inbox.goto(`${pathname}${search}`);
  await expect(inbox.getByRole('status')).toHaveText(
    'This unsubscribe link is not valid or has already been used. Nothing was changed. You can manage your job alerts on your dashboard.',
  );
  await visitor.close();

  // By now the Chennai job has long been matched too: still the one notification.
  const listed = (await (await page.request.get('/api/notifications')).json()) as {
    notifications: { title: string }[];
  };
  expect(listed.notifications.map((n) => n.title)).toEqual([
    `New job for your alert "React in Pune": ${title}`,
  ]);
});
