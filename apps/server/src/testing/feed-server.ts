import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server of fixed files: answers each path with its body (and content type), 404 otherwise. */
export async function feedServer(files: Record<string, { body: Buffer | string; type: string }>) {
  const server = http.createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
