// The bench's outside ceiling: a bare `node:http` server, in a process of its own like the product's, answering every
// request with the bytes the product answered one route with. The product's server reaching a share of its speed is
// the measure of what the framework, the security headers, the log line and the metrics cost together.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Read once at start; every answer is the same buffer with the same content type.
const SERVER = `
const { createServer } = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
const type = process.argv[2];
createServer((req, res) => {
  res.writeHead(200, { 'content-type': type, 'content-length': body.length });
  res.end(body);
}).listen(0, '127.0.0.1', function () { console.log('listening on ' + this.address().port); });
`;

export interface BareServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startBareServer(body: Buffer, contentType: string): Promise<BareServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bare-'));
  const file = join(dir, 'body');
  writeFileSync(file, body);
  const child = spawn(process.execPath, ['-e', SERVER, file, contentType], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  child.stdout.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
