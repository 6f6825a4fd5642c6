import { describe, expect, it } from 'vitest';
import { notificationMail } from './notification-mail.server';

describe('notificationMail', () => {
  const mail = notificationMail({
    to: 'asha@example.com',
    name: 'Asha <Rao>',
    title: 'Rohan replied to your post',
    body: 'Try <script>alert(1)</script> & read twice',
    link: { path: '/community/abc/posts/def', label: 'See the conversation' },
    origin: 'https://rozgar.example.in',
    preference: 'community_reply',
  });

  it('has the title as subject, and the words, the link and the switch in plain text', () => {
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Rohan replied to your post');
    expect(mail.text).toContain('Hello Asha <Rao>,');
    expect(mail.text).toContain('Try <script>alert(1)</script> & read twice');
    expect(mail.text).toContain(
      'See the conversation: https://rozgar.example.in/community/abc/posts/def',
    );
    expect(mail.text).toContain('“Replies to my community posts” is on');
    expect(mail.text).toContain('https://rozgar.example.in/job-seeker-dashboard');
  });

  it('escapes every text in the HTML part and links to the page', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Try &lt;script&gt;alert(1)&lt;/script&gt; &amp; read twice');
    expect(mail.html).toContain('Hello Asha &lt;Rao&gt;,');
    expect(mail.html).toContain('href="https://rozgar.example.in/community/abc/posts/def"');
  });
});
