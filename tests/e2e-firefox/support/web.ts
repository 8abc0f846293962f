import type { AddressInfo } from 'node:net';
import net from 'node:net';

import { webFixture, type WebFixtures } from '../../support/web-fixtures/server';
import { Firefox } from './firefox';
import { test as base } from './fixtures';

/**
 * The fixture web (tests/support/web-fixtures) for Firefox, which has no host-resolver flag:
 * its HTTPS proxy setting points at a tunnel on 127.0.0.1 that answers every CONNECT with a
 * connection to the fixtures' HTTPS server, so https://lists.example.org/… or www.who.int reach
 * it by name. The throwaway certificate is accepted through BiDi's acceptInsecureCerts.
 */

interface Tunnel {
  port: number;
  close(): Promise<void>;
}

const FIREFOX_SERVICES = /(^|\.)(mozilla\.(com|org|net)|firefox\.com|mozaws\.net|mozgcp\.net)$/;

function startTunnel(target: number): Promise<Tunnel> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    client.once('data', (head) => {
      const line = head.toString('latin1').split('\r\n', 1)[0] ?? '';
      const host = /^CONNECT ([^:\s]+):\d+ /.exec(line)?.[1];
      if (!host) return void client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      // Firefox's own services (remote settings, telemetry) stay off the fixture web.
      if (FIREFOX_SERVICES.test(host)) return void client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      const upstream = net.connect(target, '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.pipe(client);
        client.pipe(upstream);
      });
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => {
          for (const s of sockets) s.destroy();
          return new Promise((r) => server.close(() => r()));
        },
      }),
    ),
  );
}

export const test = base.extend<object, { web: WebFixtures; tunnel: Tunnel }>({
  web: webFixture,
  tunnel: [
    async ({ web }, use) => {
      const tunnel = await startTunnel(web.httpsPort);
      await use(tunnel);
      await tunnel.close();
    },
    { scope: 'worker' },
  ],
  firefox: async ({ tunnel }, use) => {
    const firefox = await Firefox.launch({
      acceptInsecureCerts: true,
      // Optional host permissions (online checking) are granted without Firefox's doorhanger, which is browser chrome.
      prefs: {
        'extensions.webextOptionalPermissionPrompts': false,
        'network.proxy.type': 1,
        'network.proxy.ssl': '127.0.0.1',
        'network.proxy.ssl_port': tunnel.port,
        'network.proxy.no_proxies_on': '127.0.0.1,localhost',
      },
    });
    await use(firefox);
    await firefox.close();
  },
});
export const expect = test.expect;
