import { z } from 'zod';

/** One e-mail as the mail catcher's REST API (maildev's `GET /email`) lists it. */
const caughtMailSchema = z.object({
  id: z.string(),
  subject: z.string(),
  text: z.string().default(''),
  html: z.string().default(''),
  from: z.array(z.object({ address: z.string(), name: z.string().optional() })),
  to: z.array(z.object({ address: z.string() })),
  // The SMTP recipients: who the message was actually delivered to.
  envelope: z.object({ to: z.array(z.object({ address: z.string() })) }),
  time: z.string(),
});

export type CaughtMail = z.infer<typeof caughtMailSchema>;

export interface Mailbox {
  /** The catcher's inbox URL (web page and REST API). */
  readonly url: string;
  /** Every message delivered to `email` (any letter case), newest first. */
  messagesTo: (email: string) => Promise<CaughtMail[]>;
  /** The one-time code in the newest message to `email`; throws when there is none. */
  latestCode: (email: string) => Promise<string>;
}

/** Reads a mail catcher over HTTP, as a person's mail client or the e2e journeys would. */
export function mailboxAt(url: string): Mailbox {
  const messagesTo = async (email: string) => {
    const response = await fetch(`${url}/email`);
    if (!response.ok) throw new Error(`GET ${url}/email answered ${response.status}`);
    const mails = z.array(caughtMailSchema).parse(await response.json());
    const address = email.trim().toLowerCase();
    // The catcher lists messages in the order it received them.
    return mails
      .filter((mail) => mail.envelope.to.some((to) => to.address.toLowerCase() === address))
      .reverse();
  };
  return {
    url,
    messagesTo,
    latestCode: async (email) => {
      const [newest] = await messagesTo(email);
      const code = /is: (\d{6})/.exec(newest?.text ?? '')?.[1];
      if (!code) throw new Error(`no code e-mailed to ${email}`);
      return code;
    },
  };
}
