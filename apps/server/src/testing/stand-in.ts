import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  /** The path without its query. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body, read as the form-encoded body these providers' APIs take. */
  form: URLSearchParams;
}

/** What the stand-in answers: a status and a JSON body, or no body at all. */
export interface StandInAnswer {
  status: number;
  body?: unknown;
}

/**
 * A local HTTP stand-in of a third party's API (a bot-check siteverify, Twilio, Stripe), so tests and
 * journeys never reach the internet: `answer` says what the provider would.
 */
export async function startStandIn(answer: (request: StandInRequest) => StandInAnswer) {
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const result = answer({
        method: request.method ?? 'GET',
        path: (request.url ?? '').split('?')[0] ?? '',
        headers: request.headers,
        form: new URLSearchParams(body),
      });
      if (result.body === undefined) return void response.writeHead(result.status).end();
      response
        .writeHead(result.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
