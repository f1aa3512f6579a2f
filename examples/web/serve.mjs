// A small static file server for the example page, on the loopback address only. Serves the
// built page at / and the package's built ESM (the repository's dist/) at /lib/, where the
// browser tests import it to run the rules in Chromium.
// `node examples/web/serve.mjs [--port N]` builds the page, serves it and prints the address.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildPage, outDir } from './build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const libDir = join(here, '..', '..', 'dist');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
};

function resolvePath(urlPath) {
  const [base, rest] = urlPath.startsWith('/lib/') ? [libDir, urlPath.slice(5)] : [outDir, urlPath.slice(1)];
  const file = normalize(join(base, decodeURIComponent(rest) || 'index.html'));
  return file === base || file.startsWith(base + sep) ? file : undefined; // no way out of the folder
}

/** Serves the built page on 127.0.0.1 (`port` 0: a free port); resolves to `{ url, close }`. */
export function servePage(port = 0) {
  const server = createServer(async (req, res) => {
    const file = resolvePath(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    try {
      if (file === undefined) throw new Error('outside');
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({ url: `http://127.0.0.1:${actual}/`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--port');
  const port = i > 0 ? Number(process.argv[i + 1]) : Number(process.env.PORT ?? 0);
  await buildPage();
  const { url } = await servePage(port);
  console.log(`crownhead example page: ${url}  (Ctrl-C to stop)`);
}
