// A fake SMTP server on loopback (the mail server is a true edge): it can hold its greeting
// until released (a slow server) and refuse the first messages with a temporary error, and it
// keeps every message it accepts.
import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeSmtp {
  url: string;
  messages: string[];
  /** Lets the held sessions (and every later one) begin. */
  release(): void;
  /** Answers the next `n` messages with a temporary error (451). */
  refuse(n: number): void;
  /** Resolves when `n` messages have been accepted. */
  received(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeSmtp(options: { hold?: boolean } = {}): Promise<FakeSmtp> {
  const messages: string[] = [];
  let refusals = 0;
  let released = !options.hold;
  const held: (() => void)[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const sockets = new Set<Socket>();

  function accepted(message: string) {
    messages.push(message);
    for (const w of waiters.filter((w) => messages.length >= w.n)) w.resolve();
  }

  function session(socket: Socket) {
    let buffer = '';
    let data: string | null = null;
    const say = (line: string) => socket.write(`${line}\r\n`);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          if (refusals > 0) {
            refusals -= 1;
            say('451 4.3.0 Inténtalo más tarde');
          } else {
            accepted(data);
            say('250 2.0.0 Aceptado');
          }
          data = null;
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 fake-smtp');
        else if (verb === 'DATA') {
          data = '';
          say('354 Adelante');
        } else if (verb === 'QUIT') {
          say('221 Adiós');
          socket.end();
        } else say('250 OK');
      }
    });
    const greet = () => say('220 fake-smtp ESMTP');
    if (released) greet();
    else held.push(greet);
  }

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    session(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    release() {
      released = true;
      for (const greet of held.splice(0)) greet();
    },
    refuse(n) {
      refusals = n;
    },
    received: (n) =>
      new Promise<void>((resolve) => {
        if (messages.length >= n) resolve();
        else waiters.push({ n, resolve });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
