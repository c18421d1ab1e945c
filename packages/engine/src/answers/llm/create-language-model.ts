import type { AiConfig } from '@dd/contracts';
import type { AnswerModel } from './create-llm-answer-engine.ts';

/**
 * The configured provider's model. Each provider package is imported only when it is the one configured: the
 * providers together cost a process about 40 MB and half a second to load.
 */
export async function createLanguageModel(config: AiConfig): Promise<AnswerModel> {
  const settings = { apiKey: config.apiKey, baseURL: config.baseUrl };
  switch (config.provider) {
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      return createOpenAI(settings)(config.model);
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic(settings)(config.model);
    }
    case 'azure': {
      const { createAzure } = await import('@ai-sdk/azure');
      // A dated API version is the older, per-deployment API (…/deployments/{name}/chat/completions?api-version=…);
      // "v1", the default, is the current one, where the deployment is named in the body as the model.
      const dated = config.azureApiVersion !== undefined && config.azureApiVersion !== 'v1';
      return createAzure({
        apiKey: config.apiKey,
        ...(config.baseUrl ? { baseURL: config.baseUrl } : { resourceName: config.azureResource }),
        ...(config.azureApiVersion && { apiVersion: config.azureApiVersion }),
        useDeploymentBasedUrls: dated,
      }).chat(config.model);
    }
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      // Ollama, vLLM and their kind follow a JSON schema given as response_format; without this flag the SDK
      // asks them only for "some JSON".
      return createOpenAICompatible({ name: 'openai-compatible', baseURL: config.baseUrl!, apiKey: config.apiKey, supportsStructuredOutputs: true })(
        config.model,
      );
    }
  }
}
