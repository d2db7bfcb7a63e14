// The benchmark's yardstick: a bare node:http server answering the same bytes from memory.
// Reads { path: body } pairs as JSON on stdin, prints its port once listening.
import http from 'node:http';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const bodies = new Map(Object.entries(JSON.parse(input)).map(([path, body]) => [path, Buffer.from(body)]));
const notFound = Buffer.from('{"message":"Not found"}');
// Paths it was not given (fresh searches) get the '*' body, if there is one.
const fallback = bodies.get('*');

const server = http.createServer((req, res) => {
  const body = bodies.get(req.url) ?? fallback ?? notFound;
  res.writeHead(bodies.has(req.url) || fallback ? 200 : 404, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
