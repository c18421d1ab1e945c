import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AI_DEFAULTS, type AiConfig, type LlmAnswerOutput } from '@dd/contracts';

/** A question as the engine asks it in a batch: its id in the batch, its words, and the form its answer takes. */
export interface AskedQuestion {
  id: string;
  question: string;
  expected: string;
}

type MessageContent = string | { type: string; text?: string }[];

/** One request the server received: its headers, its JSON body, and the questions its prompt asks. */
export interface ChatRequest {
  /** The path and query it was sent to. */
  url: string;
  headers: IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: MessageContent }[]; response_format?: unknown; temperature?: number };
  questions: AskedQuestion[];
  /** The text of the system message, and of the user message (its parts joined). */
  system: string;
  user: string;
  /** Milliseconds since the server started. */
  at: number;
}

/** What to send back: a JSON object as the model's message content (see answerEach), an HTTP error, or nothing at all (a hang). */
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

const textOf = (content: MessageContent) => (typeof content === 'string' ? content : content.map((part) => part.text ?? '').join('\n'));
const message = (body: ChatRequest['body'], role: string) => textOf(body.messages.find((m) => m.role === role)?.content ?? '');

/** The questions of a prompt: the JSON lines after "Questions, one per line:", which end the user message. */
function askedQuestions(user: string): AskedQuestion[] {
  const at = user.lastIndexOf('Questions, one per line:\n');
  if (at < 0) return [];
  return user
    .slice(at)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as AskedQuestion);
}

/** Tokens as a provider would roughly count them: a token for every four characters. */
const tokensOf = (text: string) => Math.ceil(text.length / 4);

/**
 * Tokens of a prompt a provider with automatic prefix caching (OpenAI's) would read from its cache: the prefix it
 * shares with an earlier prompt, in whole blocks of 128 tokens past the first 1,024, as OpenAI counts them.
 */
function cachedTokens(prompt: string, earlier: string[]): number {
  let longest = 0;
  for (const before of earlier) {
    let same = 0;
    const most = Math.min(before.length, prompt.length);
    while (same < most && before.charCodeAt(same) === prompt.charCodeAt(same)) same++;
    longest = Math.max(longest, same);
  }
  const tokens = Math.floor(longest / 4);
  return tokens < 1024 ? 0 : 1024 + Math.floor((tokens - 1024) / 128) * 128;
}

/**
 * A reply to a batch made one question at a time: `answer` gives each question's output (as the model would
 * write it, without its id), or undefined to leave the question out of the batch.
 */
export const answerEach =
  (answer: (question: AskedQuestion, request: ChatRequest) => unknown) =>
  (request: ChatRequest): ChatReply => ({
    content: {
      answers: request.questions.flatMap((question) => {
        const output = answer(question, request);
        return output === undefined ? [] : [{ id: question.id, ...(output as object) }];
      }),
    },
  });

/** The output of a model that finds nothing: what a faithful model says where the document is silent. */
export const NOT_FOUND_OUTPUT: LlmAnswerOutput = { status: 'not_found', answer: null, quote: null, page: null, furtherQuotes: null, value: null };

/**
 * A stand-in OpenAI-compatible server on a free loopback port, speaking POST /v1/chat/completions with JSON
 * responses as Ollama and vLLM do: `reply` decides each answer from the request (and how many came before).
 */
export async function startChatCompletionsServer(reply: (request: ChatRequest, index: number) => ChatReply): Promise<ChatCompletionsServer> {
  const started = performance.now();
  const requests: ChatRequest[] = [];
  const prompts: string[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      // Azure's deployment-based API puts the deployment in the path and its version in the query.
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (req.method !== 'POST' || !/^\/v1(?:\/deployments\/[^/]+)?\/chat\/completions$/.test(path)) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as ChatRequest['body'];
      const user = message(body, 'user');
      const request: ChatRequest = {
        url: req.url ?? '',
        headers: req.headers,
        body,
        questions: askedQuestions(user),
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
      const prompt = body.messages.map((m) => textOf(m.content)).join('\n');
      const content = JSON.stringify(answer.content);
      const usage = { prompt_tokens: tokensOf(prompt), completion_tokens: tokensOf(content), prompt_tokens_details: { cached_tokens: cachedTokens(prompt, prompts) } };
      prompts.push(prompt);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
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

/** The configuration of an LLM engine that talks to `server` as an OpenAI-compatible model, with a test's short timeout. */
export const aiConfigServedBy = (server: ChatCompletionsServer, config: Partial<AiConfig> = {}): AiConfig => ({
  ...AI_DEFAULTS,
  provider: 'openai-compatible',
  model: 'test-model',
  baseUrl: server.url,
  apiKey: 'test-key',
  timeoutMs: 10_000,
  ...config,
});
