import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testCertificate } from './test-certificate';

/**
 * The throwaway CA that signed the test nginx's certificate: HTTPS requests trust it and nothing
 * else, so a wrong certificate, chain or name still fails.
 */
export const testCa = readFileSync(testCertificate().ca);

/** A keep-alive agent for `origin`, trusting the test CA over HTTPS. */
export function keepAliveAgent(origin: string): Agent {
  return origin.startsWith('https:')
    ? new HttpsAgent({ keepAlive: true, maxSockets: 1, ca: testCa })
    : new Agent({ keepAlive: true, maxSockets: 1 });
}

/** A response as it came over the wire: the raw (possibly compressed) body and every header. */
export type RawResponse = { status: number; headers: Record<string, string>; raw: Buffer; encoding: string };

type Failure = NodeJS.ErrnoException & { reusedSocket?: boolean };

function once(url: URL, encoding: string, agent: Agent | false): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const https = url.protocol === 'https:';
    const request = https ? httpsRequest : httpRequest;
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        agent,
        headers: { 'accept-encoding': encoding },
        ...(https ? { ca: testCa } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers))
            headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
          resolve({
            status: response.statusCode ?? 0,
            headers,
            raw: Buffer.concat(chunks),
            encoding: headers['content-encoding'] ?? 'identity',
          });
        });
      },
    );
    // A request that hangs fails with its URL instead of running into the test's timeout.
    req.setTimeout(15_000, () => req.destroy(new Error(`GET ${url.href}: no response in 15 s`)));
    req.on('error', (error: Failure) => {
      error.reusedSocket = req.reusedSocket;
      reject(error);
    });
    req.end();
  });
}

/**
 * One GET with exactly the Accept-Encoding given (no client decoding, no other headers), so a test
 * sees what nginx sends. Without an agent each request has its own connection. With a keep-alive
 * agent, a request sent on a reused connection that the server was closing at that moment (nginx
 * closes idle connections when it reloads) is sent once more, as browsers do; `retries.count`
 * counts those.
 */
export async function get(
  origin: string,
  path: string,
  encoding = 'identity',
  agent?: Agent,
  retries?: { count: number },
): Promise<RawResponse> {
  const url = new URL(path, origin);
  try {
    return await once(url, encoding, agent ?? false);
  } catch (error) {
    const failure = error as Failure;
    if (!agent || !failure.reusedSocket || !['ECONNRESET', 'EPIPE'].includes(failure.code ?? '')) throw error;
    if (retries) retries.count += 1;
    return once(url, encoding, agent);
  }
}

/** The body after undoing its Content-Encoding. */
export function decoded(response: RawResponse): Buffer {
  if (response.encoding === 'gzip') return gunzipSync(response.raw);
  if (response.encoding === 'br') return brotliDecompressSync(response.raw);
  if (response.encoding === 'identity') return response.raw;
  throw new Error(`unexpected Content-Encoding ${response.encoding}`);
}
