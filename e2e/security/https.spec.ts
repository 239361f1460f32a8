import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as http2Connect } from 'node:http2';
import { join } from 'node:path';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import { expect, test } from '@playwright/test';
import { contentSecurityPolicy, pageHeaders } from '../../deploy/headers';
import { siteInlineHashes } from '../../scripts/build/post-build/inline-hashes';
import { get, testCa } from '../support/http';
import { nginxDeployRoot, nginxHttpOrigin, nginxOrigin, nginxPort } from '../support/nginx';
import { outDir } from '../support/routes';

/*
 * HTTPS as shipped: deploy/nginx.conf's TLS server and its port-80 redirect, run by the `nginx`
 * setup project with a certificate from a throwaway CA (e2e/support/test-certificate.ts). Every
 * connection here trusts that CA and nothing else, so a certificate that does not chain to it or
 * does not name 127.0.0.1 fails the handshake. (The headers over HTTPS, HSTS among them, are
 * checked path by path in security.spec.ts.)
 */

const hsts = pageHeaders(contentSecurityPolicy(siteInlineHashes(outDir))).find(([name]) => name === 'Strict-Transport-Security')![1];

/** A TLS handshake with nginx: the protocol, suite and ALPN it settled on, or the error it ended with. */
function handshake(
  options: ConnectionOptions,
): Promise<{ protocol?: string | null; cipher?: string; alpn?: string | false | null; error?: string }> {
  return new Promise((resolve) => {
    const socket = tlsConnect({ host: '127.0.0.1', port: nginxPort, ca: testCa, ALPNProtocols: ['h2', 'http/1.1'], ...options }, () => {
      resolve({ protocol: socket.getProtocol(), cipher: socket.getCipher().name, alpn: socket.alpnProtocol });
      socket.end();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

test('plain HTTP answers every path with a permanent redirect to the same path and query over HTTPS, and no HSTS', async () => {
  for (const path of [
    '/',
    '/timetable?from=dhaka&to=barishal',
    '/bn/status',
    '/status.json',
    '/sw.js',
    '/_next/static/x.js',
    '/no-such-page?q=a%20b',
  ]) {
    const response = await get(nginxHttpOrigin, path);
    expect(response.status, path).toBe(301);
    expect(response.headers['location'], path).toBe(`${nginxOrigin}${path}`);
    // Browsers ignore HSTS over plain HTTP; sending it there would only suggest it protects.
    expect(response.headers['strict-transport-security'], path).toBeUndefined();
    expect(response.raw.toString('utf8'), `${path} is not served over HTTP`).not.toContain('<main');
  }
  // Over HTTPS the same paths carry it.
  expect((await get(nginxOrigin, '/')).headers['strict-transport-security']).toBe(hsts);
  expect(hsts).toMatch(/max-age=(\d+)/);
  expect(Number(hsts.match(/max-age=(\d+)/)![1]), 'at least six months, as browsers and the Observatory expect').toBeGreaterThanOrEqual(
    15_768_000,
  );
});

test("plain HTTP serves certbot's ACME challenge files from their own folder, and nothing else", async () => {
  // deploy/nginx.conf's /var/www/html, in the test's deploy folder (e2e/support/nginx-server.ts).
  const challenges = join(nginxDeployRoot, 'acme', '.well-known', 'acme-challenge');
  mkdirSync(challenges, { recursive: true });
  writeFileSync(join(challenges, 'test-token_1'), 'test-token_1.key-authorization');
  try {
    const token = await get(nginxHttpOrigin, '/.well-known/acme-challenge/test-token_1');
    expect(token.status).toBe(200);
    expect(token.raw.toString('utf8')).toBe('test-token_1.key-authorization');
    expect(token.headers['content-type']).toBe('text/plain');
    // A token that is not there is a 404, not a redirect (certbot would follow it to HTTPS and fail).
    expect((await get(nginxHttpOrigin, '/.well-known/acme-challenge/missing')).status).toBe(404);
    // Only that folder: the rest of /.well-known, and the site's files, are redirected.
    expect((await get(nginxHttpOrigin, '/.well-known/security.txt')).status).toBe(301);
  } finally {
    rmSync(join(nginxDeployRoot, 'acme'), { recursive: true, force: true });
  }
});

test('TLS 1.2 and 1.3 are accepted with a certificate for the host; TLS 1.0, 1.1 and suites outside the profile are refused', async () => {
  for (const version of ['TLSv1.2', 'TLSv1.3'] as const) {
    const result = await handshake({ minVersion: version, maxVersion: version });
    expect(result.error, version).toBeUndefined();
    expect(result.protocol).toBe(version);
  }
  // The client offers the old versions (Node's OpenSSL would not, at its default security level),
  // and the server must answer with a protocol_version alert.
  for (const version of ['TLSv1', 'TLSv1.1'] as const) {
    expect(await handshake({ minVersion: version, maxVersion: version, ciphers: 'DEFAULT@SECLEVEL=0' }), version).toEqual({
      error: 'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION',
    });
  }
  // TLS 1.2 without forward secrecy, or with CBC: not in Mozilla's intermediate list.
  for (const ciphers of ['AES128-GCM-SHA256', 'ECDHE-ECDSA-AES128-SHA', 'ECDHE-ECDSA-AES256-SHA384']) {
    expect(await handshake({ maxVersion: 'TLSv1.2', ciphers }), ciphers).toEqual({ error: 'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE' });
  }
  expect((await handshake({ maxVersion: 'TLSv1.2' })).cipher).toMatch(/^ECDHE-ECDSA-(AES\d+-GCM|CHACHA20-POLY1305)/);
  // The shipped line itself, so that a distribution whose OpenSSL allows TLS 1.1 is not opened up.
  expect(readFileSync(join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8')).toMatch(/^\s*ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
  // A client that does not trust the test CA is refused: the trust above is real.
  expect((await handshake({ ca: undefined })).error).toBe('UNABLE_TO_VERIFY_LEAF_SIGNATURE');
});

test('HTTP/2 is negotiated, and serves the pages with their headers', async () => {
  expect((await handshake({})).alpn).toBe('h2');
  const session = http2Connect(nginxOrigin, { ca: testCa });
  try {
    const answer = await new Promise<{ headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const stream = session.request({ ':path': '/bn/timetable', 'accept-encoding': 'identity' });
      let headers: Record<string, unknown> = {};
      let body = '';
      stream.on('response', (received) => (headers = received));
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => resolve({ headers, body }));
      stream.on('error', reject);
    });
    expect(session.alpnProtocol).toBe('h2');
    expect(answer.headers[':status']).toBe(200);
    expect(answer.headers['strict-transport-security']).toBe(hsts);
    expect(answer.body).toBe(readFileSync(join(outDir, 'bn', 'timetable.html'), 'utf8'));
  } finally {
    session.close();
  }
});
