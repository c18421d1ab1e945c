import { Anchor, Stack, Text } from '@mantine/core';
import { MESSAGES, type Citation } from '@dd/contracts';

/**
 * What an answer needing review shows instead of an answer the engine would not assert: each passage it found, named
 * by its page, opening the source there with the quote marked. Only verified quotes are offered as sources.
 */
export function PassagesToCheck({
  citations,
  onOpen,
  withQuotes = false,
}: {
  citations: readonly Citation[];
  onOpen: (citation: Citation) => void;
  /** The quotes themselves under their links, where there is room (the case page, not the review grid's cells). */
  withQuotes?: boolean;
}) {
  return (
    <Stack gap={4} align="flex-start">
      {citations
        .filter((citation) => citation.verified)
        .map((citation) => (
          <div key={`${citation.page}:${citation.start}`}>
            <Anchor component="button" type="button" size="sm" onClick={() => onOpen(citation)}>
              {MESSAGES.answers.passageToCheck(citation.page)}
            </Anchor>
            {withQuotes && (
              <Text size="xs" c="dimmed" lineClamp={3}>
                “{citation.quote}”
              </Text>
            )}
          </div>
        ))}
    </Stack>
  );
}
