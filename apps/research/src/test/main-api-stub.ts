import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { User } from '@dd/contracts';

export const lawyer: User = {
  id: '7f1c6a52-3f0e-4d7e-9d3b-0a6f1f2b9c41',
  name: 'Siobhán Ní Bhriain',
  email: 'siobhan@example.ie',
  role: 'user',
  emailVerifiedAt: null,
  logoUrl: null,
  profilePicUrl: null,
  createdAt: '2026-01-05T09:30:00.000Z',
};

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A stand-in for the main API, a separate process in production: the same network boundary, a real socket. */
export async function startMainApi(handler: Handler) {
  const seen: { url: string | undefined; authorization: string | undefined }[] = [];
  const server = http.createServer((request, response) => {
    seen.push({ url: request.url, authorization: request.headers.authorization });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url, seen, close };
}

export const sendJson = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** Knows one token, as the real /api/user does after a login. */
export const knowsGoodToken: Handler = (request, response) =>
  request.url === '/api/user' && request.headers.authorization === 'Bearer good-token'
    ? sendJson(response, 200, { data: { user: lawyer } })
    : sendJson(response, 401, { message: 'Unauthenticated.' });
