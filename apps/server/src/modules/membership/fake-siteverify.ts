import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the bot-check provider's siteverify endpoint, so tests never reach the internet. The
 * token says what it answers: `pass`, `pass:<action>`, `score:<n>` (a reCAPTCHA v3 score), `fail`,
 * or `provider-down` (an HTTP 500).
 */
export async function startFakeSiteverify() {
  const received: URLSearchParams[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const [verdict, detail] = (form.get('response') ?? '').split(':');
      if (verdict === 'provider-down') return void response.writeHead(500).end();
      const answer =
        verdict === 'pass'
          ? { success: true, ...(detail ? { action: detail } : {}) }
          : verdict === 'score'
            ? { success: true, score: Number(detail) }
            : { success: false, 'error-codes': ['invalid-input-response'] };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    /** The forms the server sent, oldest first. */
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
