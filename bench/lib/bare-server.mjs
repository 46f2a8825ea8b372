// The yardstick: node:http answering, per method and path, the exact bytes our server answered.
import fs from 'node:fs';
import http from 'node:http';

const [port, responsesFile] = process.argv.slice(2);
const responses = new Map(
  JSON.parse(fs.readFileSync(responsesFile, 'utf8')).map(({ method, path, body }) => [
    `${method} ${path}`,
    Buffer.from(body),
  ]),
);

http
  .createServer((request, response) => {
    // read the request body as a real server must, then answer the precomputed bytes
    request.on('data', () => undefined);
    request.on('end', () => {
      if (request.url === '/ready') return response.end('ok');
      const body = responses.get(`${request.method} ${request.url}`);
      if (!body) {
        response.statusCode = 404;
        return response.end();
      }
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(body);
    });
  })
  .listen(Number(port), '127.0.0.1');
