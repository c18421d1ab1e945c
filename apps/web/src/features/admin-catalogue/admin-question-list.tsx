import type { AdminDocumentType, AdminQuestion } from '@dd/contracts';
import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { toast } from '../../ui/toast.tsx';
import { ANSWER_TYPE_LABELS } from '../catalogue/answer-type-label.ts';
import { isRegionSpecific } from '../catalogue/catalogue-filter.ts';
import { ADMIN_MESSAGES } from './admin-messages.ts';
import { applyOrder, moveItem, orderChanged } from './question-order.ts';
import { reportFailure, useAdminCatalogueActions } from './use-admin-catalogue-actions.ts';

export interface AdminQuestionListProps {
  documentType: AdminDocumentType;
  questions: AdminQuestion[];
  onEdit: (question: AdminQuestion) => void;
  onRetire: (question: AdminQuestion) => void;
}

/**
 * A document type's questions, retired ones included, with their actions. Moving a question changes the order
 * on screen only; "Save order" sends the whole order at once.
 */
export function AdminQuestionList({ documentType, questions, onEdit, onRetire }: AdminQuestionListProps) {
  const actions = useAdminCatalogueActions();
  const [order, setOrder] = useState<number[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);
  const shown = applyOrder(questions, order);
  const shownIds = shown.map((question) => question.id);
  const dirty = orderChanged(shownIds, questions.map((question) => question.id));

  const move = (event: MouseEvent<HTMLButtonElement>, index: number, direction: -1 | 1) => {
    const target = index + direction;
    const question = shown[index];
    if (!question || target < 0 || target >= shown.length) return;
    const button = event.currentTarget;
    flushSync(() => {
      setOrder(moveItem(shownIds, index, direction));
      setAnnouncement(`Moved to position ${target + 1} of ${shown.length}: ${question.question}`);
    });
    // The list re-renders in its new order; keyboard users stay on the question they are moving.
    button.focus();
  };

  const saveOrder = async () => {
    setSaving(true);
    try {
      await actions.saveOrder(documentType.id, shownIds);
      setOrder(null);
      toast.success(ADMIN_MESSAGES.orderSaved);
    } catch (error) {
      reportFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm">
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {dirty && (
        <Paper withBorder p="sm" radius="sm" bg="yellow.0">
          <Group justify="space-between" gap="sm">
            <Text size="sm">The order has changed. Save it to ask the questions in this order.</Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setOrder(null)} disabled={saving}>
                Discard changes
              </Button>
              <Button size="xs" onClick={() => void saveOrder()} loading={saving}>
                Save order
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Questions">
        {shown.map((question, index) => {
          const textId = `admin-question-${question.id}`;
          const first = index === 0;
          const last = index === shown.length - 1;
          const retired = question.retiredAt !== null;
          return (
            <Paper component="li" key={question.id} withBorder p="sm" radius="sm" aria-labelledby={textId} bg={retired ? 'gray.0' : undefined}>
              <Group align="flex-start" justify="space-between" wrap="nowrap" gap="md">
                <Group align="flex-start" wrap="nowrap" gap="sm" style={{ flex: 1 }}>
                  <Text component="span" fw={600} c="dimmed" miw={24} aria-hidden>
                    {index + 1}.
                  </Text>
                  <Stack gap={6} style={{ flex: 1 }}>
                    <Text id={textId} td={retired ? 'line-through' : undefined}>
                      {question.question}
                    </Text>
                    <Group gap={6}>
                      {retired && (
                        <Badge tt="none" color="gray.8" variant="filled" radius="sm">
                          Retired
                        </Badge>
                      )}
                      <Badge tt="none" variant="light" radius="sm">
                        <VisuallyHidden>Answer type: </VisuallyHidden>
                        {ANSWER_TYPE_LABELS[question.answerType]}
                      </Badge>
                      <Badge tt="none" variant="outline" radius="sm">
                        Version {question.version}
                      </Badge>
                      {question.hypothesis !== null && (
                        <Badge tt="none" variant="light" radius="sm">
                          Read by the learned NDA model
                        </Badge>
                      )}
                      {isRegionSpecific(question.regions, documentType.regions) &&
                        question.regions.map((region) => (
                          <Badge tt="none" key={region} variant="outline" color="gray" radius="sm">
                            {region}
                          </Badge>
                        ))}
                    </Group>
                  </Stack>
                </Group>
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-describedby={textId}
                    aria-disabled={first}
                    data-disabled={first || undefined}
                    onClick={(event) => move(event, index, -1)}
                  >
                    Move up
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-describedby={textId}
                    aria-disabled={last}
                    data-disabled={last || undefined}
                    onClick={(event) => move(event, index, 1)}
                  >
                    Move down
                  </Button>
                  <Button size="compact-sm" variant="default" aria-describedby={textId} onClick={() => onEdit(question)}>
                    Edit
                  </Button>
                  <Button size="compact-sm" variant="default" aria-describedby={textId} onClick={() => onRetire(question)}>
                    {retired ? 'Restore' : 'Retire'}
                  </Button>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
