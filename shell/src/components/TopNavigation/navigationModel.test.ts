import { describe, expect, it } from 'vitest';
import { RECRUITER_MENUS, recruiterMenusFor } from './navigationModel';

const links = (menus: ReturnType<typeof recruiterMenusFor>) =>
  menus.flatMap((menu) => menu.items.map((item) => item.label));

describe('recruiterMenusFor', () => {
  it("gives the account's admin the Sub-users link under Analytics", () => {
    const analytics = recruiterMenusFor({ accountAdmin: true }).find(
      (menu) => menu.section === 'analytics',
    );
    expect(analytics?.items).toContainEqual(
      expect.objectContaining({ label: 'Sub-users', to: '/sub-users' }),
    );
  });

  it('keeps every link when the session does not say (an older BFF)', () => {
    expect(recruiterMenusFor({})).toBe(RECRUITER_MENUS);
  });

  it("leaves only the admin's links out for a sub-user", () => {
    const all = links(RECRUITER_MENUS);
    const subUser = links(recruiterMenusFor({ accountAdmin: false }));
    expect(all).toContain('Sub-users');
    expect(subUser).not.toContain('Sub-users');
    expect(subUser).toEqual(all.filter((label) => label !== 'Sub-users'));
  });
});
