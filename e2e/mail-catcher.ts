/**
 * The journeys' mail server: the e2e server sends its e-mail here over SMTP (SMTP_URL), as it would to a
 * real one, and journeys read the messages over HTTP to find the codes a person would read in their inbox.
 * Just enough SMTP for nodemailer: no TLS, no authentication. Started by playwright.config.ts.
 */
import http from 'node:http';
import net from 'node:net';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './fixtures/mail';

interface Message {
  to: string[];
  text: string;
}

const messages: Message[] = [];

/** Quoted-printable, the encoding nodemailer picks for long lines: soft breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes);
  } catch {
    return bytes;
  }
}

net
  .createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let recipients: string[] = [];
    let data: string[] | null = null;
    socket.write('220 mail-catcher ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push({ to: recipients, text: decodeQuotedPrintable(data.join('\n')) });
            data = null;
            recipients = [];
            socket.write('250 OK\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') recipients.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '');
        if (verb === 'RSET') recipients = [];
        if (verb === 'DATA') {
          data = [];
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  })
  .listen(MAIL_SMTP_PORT, '127.0.0.1');

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mail');
    if (url.pathname === '/healthz') {
      response.end('ok');
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase() ?? '';
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(messages.filter((message) => message.to.includes(to))));
  })
  .listen(MAIL_HTTP_PORT, '127.0.0.1');
