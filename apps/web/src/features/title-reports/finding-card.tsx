import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CaseFile, FileCitation } from '@dd/contracts';
import { CitationButtons, type OpenFileSource } from './citation-buttons.tsx';

export interface FindingCardProps {
  /** The verdict in words (its colour only repeats it, for those who can see it). */
  badge: { label: string; color: string };
  title: string;
  /** The engine's explanation, shown as text. */
  text: string;
  citations: FileCitation[];
  files: readonly CaseFile[];
  onSource: OpenFileSource;
  /** What the lawyer can do about it. */
  children?: ReactNode;
}

/** One thing the engine found on a register (a red flag, a check), as an item of a list, with the pages it rests on. */
export function FindingCard({ badge, title, text, citations, files, onSource, children }: FindingCardProps) {
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
          <Text size="sm" fw={600}>
            {title}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
        <CitationButtons citations={citations} files={files} onSource={onSource} />
        {children}
      </Stack>
    </Paper>
  );
}
