// Issue 15's Node.js reference: what `floor.c` does, written plainly with Node's `http`
// module (no packages). It speaks the part of docs/protocol.md that `motion-preview load` uses
// and writes the same fixture bytes per frame (README.md). Node's `http` keeps a connection alive
// after an answer unless the request said `Connection: close` (for 5 s idle, its default), as the
// real server and floor.c do: the load client sends its inputs on one connection.
//
//   node node-server.js FIXTURE_DIR [PORT]     # prints http://127.0.0.1:PORT/
'use strict';
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');

const fixtures = process.argv[2];
const port = Number(process.argv[3] ?? 0);
// `@SEQ@` marks where the captured events held their seq, `@BASE@` a delta's previous frame
// (seq − 1); nothing else is substituted.
const opening = fs.readFileSync(path.join(fixtures, 'opening.sse'), 'utf8');
const delta = fs.readFileSync(path.join(fixtures, 'delta.sse'), 'utf8');
const expand = (template, seq) => template.replaceAll('@SEQ@', String(seq)).replaceAll('@BASE@', String(seq - 1));

let seq = 0;
const viewers = new Set();

function answer(response, status, body) {
  const bytes = Buffer.from(JSON.stringify(body));
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': bytes.length });
  response.end(bytes);
}

function openStream(request, response) {
  // Close-delimited, each write sent as it is, as the real server writes a stream: without this,
  // Node frames every write as an HTTP chunk, which the load client would then have to decode
  // for Node alone. With no length and no chunking, Node adds `Connection: close` itself.
  response.useChunkedEncodingByDefault = false;
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' });
  response.write(expand(opening, seq));
  viewers.add(response);
  request.socket.on('close', () => viewers.delete(response));
}

function takeInput(request, response) {
  // The body is read to its end before answering, as any server must; its content is not needed.
  request.on('data', () => {});
  request.on('end', () => {
    seq += 1;
    // One buffer for every viewer: the frame is encoded once.
    const event = Buffer.from(expand(delta, seq));
    for (const viewer of viewers) viewer.write(event);
    answer(response, 202, { seq });
  });
}

const server = http.createServer({ noDelay: true }, (request, response) => {
  const route = `${request.method} ${request.url}`;
  if (route === 'POST /api/sessions/default/input') return takeInput(request, response);
  if (route === 'GET /api/sessions/default/events') return openStream(request, response);
  if (route === 'GET /api/sessions/default/token') return answer(response, 200, { controlToken: 'node' });
  if (route === 'GET /api/sessions/default') return answer(response, 200, { id: 'default', seq });
  answer(response, 404, { error: { code: 'not_found', message: 'node reference server' } });
});
server.maxConnections = 4096;
server.listen(port, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}/`));
