import { Button, Stack, Table, Text, Title } from '@mantine/core';
import type { Case, CaseFile, Citation } from '@dd/contracts';
import { FileName } from '../../ui/user-text.tsx';

/**
 * Files as rows and the questions of one document type as columns, each cell the short answer with its first
 * source: twenty leases compared at a glance, as in Harvey's and Kira's review tables.
 */
export function ReviewGrid({ record, onSource }: { record: Case; onSource: (file: CaseFile, citation: Citation) => void }) {
  const types = [...new Map(record.files.map((file) => [file.documentTypeId, file.documentTypeName])).entries()];
  return (
    <Stack gap="lg">
      {types.map(([typeId, typeName]) => {
        const files = record.files.filter((file) => file.documentTypeId === typeId);
        const questions = [...new Set(files.flatMap((file) => file.answers.map((answer) => answer.question)))];
        return (
          <Stack key={typeId} gap="xs">
            <Title order={2} size="h4">
              {typeName}
            </Title>
            <Table.ScrollContainer type="native" minWidth={Math.max(600, 220 * (questions.length + 1))}>
              <Table stickyHeader withColumnBorders striped aria-label={`Review grid: ${typeName}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Document</Table.Th>
                    {questions.map((question) => (
                      <Table.Th key={question}>{question}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {files.map((file) => (
                    <Table.Tr key={file.id}>
                      <Table.Th scope="row">
                        <FileName name={file.filename} />
                      </Table.Th>
                      {questions.map((question) => {
                        const answer = file.answers.find((candidate) => candidate.question === question);
                        const source = answer?.citations.find((citation) => citation.verified);
                        return (
                          <Table.Td key={question} style={{ verticalAlign: 'top' }}>
                            <Text size="sm" lineClamp={4}>
                              {answer ? (answer.editedAnswer ?? answer.answer ?? (answer.status === 'pending' ? '…' : '—')) : ''}
                            </Text>
                            {source && (
                              <Button size="compact-xs" variant="subtle" onClick={() => onSource(file, source)}>
                                Page {source.page}
                              </Button>
                            )}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        );
      })}
    </Stack>
  );
}
