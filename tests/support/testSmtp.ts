// A real SMTP server in-process (smtp-server) on a loopback port, for the mail tests: it keeps every message it
// accepted (envelope, headers, text). It can be stopped and started again on the same port.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  raw: string;
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** decodes RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) of a header */
function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g,
    (_w, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
  );
}

function bodyText(raw: string): string {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/quoted-printable/i.test(header(raw, 'Content-Transfer-Encoding')))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  if (/base64/i.test(header(raw, 'Content-Transfer-Encoding')))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;
  /** logins seen (user, pass) */
  readonly logins: Array<{ user: string; pass: string }> = [];

  constructor(private readonly options: { password?: string } = {}) {}

  async start(port = this.port): Promise<number> {
    const password = this.options.password;
    const server = new SMTPServer({
      secure: false,
      disabledCommands: password ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      allowInsecureAuth: true,
      authOptional: !password,
      logger: false,
      // a stop drops the clients still connected after 50 ms
      closeTimeout: 50,
      onAuth: (auth, _session, callback) => {
        this.logins.push({ user: auth.username ?? '', pass: auth.password ?? '' });
        if (auth.password === password) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: decodeWords(header(raw, 'Subject')),
            messageId: header(raw, 'Message-ID'),
            text: bodyText(raw),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => undefined);
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  /** Stops listening and drops open connections at once (a crash of the mail server). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
  }
}

/** polls `check` until it is true or `timeoutMs` passes */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
  stepMs = 50,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
