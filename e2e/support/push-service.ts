/**
 * A push service on 127.0.0.1 for the tests of push alerts (issue 44), standing in for FCM or
 * Mozilla's: HTTPS with the test certificate, one endpoint per subscription the test makes. It
 * checks every push as a real one would and more: the VAPID token (RFC 8292) signed by the desk's
 * public key, for this service's origin, not expired; then it decrypts the payload (RFC 8291) with
 * the subscription's private key and auth secret, using http_ece, a library apart from web-push.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import ece from 'http_ece';
import { testCertificate } from './test-certificate';

export type ReceivedPush = {
  /** The subscription's id in this service (the last part of its endpoint). */
  id: string;
  at: number;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID Authorization header as sent (a desk reusing its token sends the same one each time). */
  authorization: string;
  /** The HTTP version it came over: '2.0', or '1.1' from a service that speaks only that. */
  httpVersion: string;
  /** The decrypted payload, parsed. */
  message: { title: string; body: string; lang: string; url: string; tag: string };
};

export type TestSubscription = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
};

/** How the service answers one subscription's pushes: 201, or another status (410: gone). */
type Answer = number;

export class PushService {
  readonly received: ReceivedPush[] = [];
  /** Pushes refused by the checks, with why: a test expects none. */
  readonly rejected: string[] = [];
  private readonly subscriptions = new Map<string, TestSubscription>();
  private readonly answers = new Map<string, Answer>();
  private waiters: (() => void)[] = [];
  /** Authorization headers whose signature has verified against the desk's key (which is part of the header). */
  private readonly verified = new Set<string>();
  private server?: Server | Http2SecureServer;
  /** Every connection made to it, closed with it. */
  private readonly sockets = new Set<TLSSocket>();
  origin = '';

  /**
   * `http2`: speak HTTP/2 to clients that offer it (FCM, Mozilla's and Apple's do), and HTTP/1.1 to
   * the others; false: HTTP/1.1 only, as a service that does not offer HTTP/2.
   */
  constructor(
    private readonly vapidPublicKey: () => string,
    private readonly options: { http2?: boolean } = {},
  ) {}

  async start(): Promise<void> {
    const { cert, key } = testCertificate();
    const tls = { cert: readFileSync(cert), key: readFileSync(key) };
    const handle = (request: IncomingMessage | Http2ServerRequest, response: ServerResponse | Http2ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = (request.url ?? '').replace(/^\/push\//, '');
        const answer = this.answers.get(id) ?? 201;
        try {
          this.accept(id, request.headers, Buffer.concat(chunks), request.httpVersion);
        } catch (error) {
          this.rejected.push(`${id}: ${(error as Error).message}`);
          response.writeHead(400).end();
          return;
        }
        response.writeHead(answer).end();
      });
    };
    const server = (this.server =
      this.options.http2 === false ? createServer(tls, handle) : createSecureServer({ ...tls, allowHTTP1: true }, handle));
    server.on('secureConnection', (socket: TLSSocket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A new subscription on this service, as a browser makes one: a P-256 key pair and a 16-byte auth secret. */
  subscribe(): TestSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const id = randomBytes(12).toString('hex');
    const subscription = {
      id,
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      ecdh,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  /** Answers this subscription's pushes with `status` from now on (410: the browser unsubscribed). */
  answer(id: string, status: number): void {
    this.answers.set(id, status);
  }

  pushesFor(id: string): ReceivedPush[] {
    return this.received.filter((push) => push.id === id);
  }

  /** Resolves once `count` pushes have arrived in all (or rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${this.received.length} of ${count} pushes arrived in ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private accept(id: string, headers: Record<string, string | string[] | undefined>, body: Buffer, httpVersion: string): void {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error('unknown subscription');
    this.checkVapid(String(headers.authorization ?? ''));
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${String(headers['content-encoding'])}`);
    const ttl = Number(headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${String(headers.ttl)}`);
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.keys.auth });
    this.received.push({
      id,
      at: Date.now(),
      ttl,
      urgency: headers.urgency as string | undefined,
      topic: headers.topic as string | undefined,
      authorization: String(headers.authorization),
      httpVersion,
      message: JSON.parse(plain.toString('utf8')) as ReceivedPush['message'],
    });
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** `vapid t=JWT, k=KEY`: the key must be the desk's, and the token signed by it for this origin. */
  private checkVapid(authorization: string): void {
    const match = authorization.match(/^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/);
    if (!match) throw new Error(`Authorization ${authorization.slice(0, 40)}`);
    const [, token, key] = match as unknown as [string, string, string];
    if (key !== this.vapidPublicKey()) throw new Error('VAPID key is not the desk’s');
    const [header, claims, signature] = token.split('.') as [string, string, string];
    // The same header is the same signature over the same claims: verified once (the benchmark's
    // 10,000 pushes carry one), while the claims below are checked on every push (exp moves on).
    if (!this.verified.has(authorization)) {
      const point = Buffer.from(key, 'base64url');
      const publicKey = createPublicKey({
        key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
        format: 'jwk',
      });
      const signed = verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key: publicKey, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      );
      if (!signed) throw new Error('VAPID signature does not verify');
      this.verified.add(authorization);
    }
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
    const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
    if (alg !== 'ES256') throw new Error(`alg ${alg}`);
    if (aud !== this.origin) throw new Error(`aud ${aud}`);
    if (!(exp > Date.now() / 1000) || exp > Date.now() / 1000 + 24 * 3600) throw new Error(`exp ${exp}`);
    if (!/^mailto:|^https:/.test(sub)) throw new Error(`sub ${sub}`);
  }
}
