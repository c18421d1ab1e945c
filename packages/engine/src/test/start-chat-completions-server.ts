import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server received: its headers, its JSON body, and the question its prompt asks. */
export interface ChatRequest {
  headers: IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown; temperature?: number };
  question: string;
  /** The text of the system message, and of the user message. */
  system: string;
  user: string;
  /** Milliseconds since the server started. */
  at: number;
}

/** What to send back: a JSON object as the model's message content, an HTTP error, or nothing at all (a hang). */
export type ChatReply =
  | { content: unknown }
  | { status: number; headers?: Record<string, string>; error?: string }
  | 'hang';

export interface ChatCompletionsServer {
  /** The base URL to configure, ending in /v1. */
  url: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

const message = (body: ChatRequest['body'], role: string) => body.messages.find((m) => m.role === role)?.content ?? '';

/**
 * A stand-in OpenAI-compatible server on a free loopback port, speaking POST /v1/chat/completions with JSON
 * responses as Ollama and vLLM do: `reply` decides each answer from the request (and how many came before).
 */
export async function startChatCompletionsServer(reply: (request: ChatRequest, index: number) => ChatReply): Promise<ChatCompletionsServer> {
  const started = performance.now();
  const requests: ChatRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as ChatRequest['body'];
      const user = message(body, 'user');
      const request: ChatRequest = {
        headers: req.headers,
        body,
        question: /^Question: (.*)$/m.exec(user)?.[1] ?? '',
        system: message(body, 'system'),
        user,
        at: performance.now() - started,
      };
      requests.push(request);
      const answer = reply(request, requests.length - 1);
      if (answer === 'hang') return;
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(JSON.stringify({ error: { message: answer.error ?? `status ${answer.status}`, type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(answer.content) }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        // A hung request is still open: end it, or close would wait for it.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
