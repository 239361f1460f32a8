// A throwaway certificate authority and a server certificate signed by it, made with openssl for
// the tests, `npm run bench:load` and `npm run observatory`, which serve deploy/nginx.conf over
// HTTPS on this machine. Nothing here is trusted by the system: each client is told about the CA
// (Node's `ca` option, NODE_EXTRA_CA_CERTS) or about the server's key (Chromium's
// --ignore-certificate-errors-spki-list), so a wrong chain or a wrong name still fails.
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, findProgram } from './system-tools';

/** One folder for every process of a run (Playwright's workers, the setup, the benchmark). */
const folder = join(tmpdir(), 'nodipoth-test-tls');
/** Days the certificates are valid; a folder older than half of that is made again. */
const validDays = 30;

/** Makes sure openssl exists, installing Debian's package if needed and allowed. Returns its path. */
export function ensureOpenssl(): string {
  let found = findProgram('openssl', ['/usr/bin/openssl']);
  if (!found && aptInstall(['openssl'])) found = findProgram('openssl', ['/usr/bin/openssl']);
  if (!found)
    throw new Error(
      'openssl is not installed and could not be installed here: the HTTPS tests make their certificate with it (apt-get install openssl).',
    );
  return found;
}

function openssl(cwd: string, ...args: string[]): void {
  const result = spawnSync('openssl', args, { cwd, encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(
      `openssl ${args.join(' ')} failed (the HTTPS tests need openssl: apt-get install openssl):\n${result.stderr ?? result.error}`,
    );
  }
}

function make(dir: string): void {
  // P-256 keys: quick to make, and the ECDSA suites of the shipped cipher list use them.
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    dir,
    'req',
    '-x509',
    ...key,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    String(validDays),
    '-subj',
    '/CN=Nodipoth throwaway test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  openssl(dir, 'req', ...key, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost');
  writeFileSync(
    join(dir, 'server.ext'),
    'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\n',
  );
  openssl(
    dir,
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.pem',
    '-days',
    String(validDays),
    '-extfile',
    'server.ext',
  );
}

/**
 * The paths of the test CA (ca.pem), the server's certificate (server.pem, for localhost, 127.0.0.1
 * and ::1) and its key, made on first use. Several processes may ask at once: each makes its own in
 * a temporary folder and renames it into place; the first rename wins and the others use its files.
 */
export function testCertificate(): { dir: string; ca: string; cert: string; key: string } {
  const paths = { dir: folder, ca: join(folder, 'ca.pem'), cert: join(folder, 'server.pem'), key: join(folder, 'server.key') };
  const fresh = existsSync(paths.key) && Date.now() - statSync(paths.key).mtimeMs < (validDays / 2) * 86_400_000;
  if (fresh) return paths;
  if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
  const work = mkdtempSync(`${folder}-new-`);
  make(work);
  try {
    renameSync(work, folder);
  } catch {
    // Another process got there first.
    rmSync(work, { recursive: true, force: true });
  }
  return paths;
}

/** The base64 SHA-256 of the server key's SubjectPublicKeyInfo, as Chromium's SPKI allow-list wants it. */
export function testCertificateSpki(): string {
  const { publicKey } = new X509Certificate(readFileSync(testCertificate().cert));
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
}
