import { Badge, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import type { AreaView } from './use-catalogue-view.ts';

export interface ChosenType {
  practiceAreaId: number;
  documentTypeId: number;
}

/** The address of a document type on the catalogue page. */
export const chosenTypeAddress = ({ practiceAreaId, documentTypeId }: ChosenType) =>
  `/catalogue?area=${practiceAreaId}&type=${documentTypeId}`;

const questionCount = (count: number) => `${count} matching question${count === 1 ? '' : 's'}`;

/** One practice area's document types, each a link that opens its questions. */
export function DocumentTypeList({ area, chosen, searching }: { area: AreaView; chosen: ChosenType | null; searching: boolean }) {
  const headingId = `catalogue-area-${area.id}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h4" id={headingId}>
        {area.name}
      </Title>
      {area.status === 'pending' && <LoadingSkeleton label={`Loading the ${area.name} document types…`} />}
      {area.status === 'error' && (
        <LoadFailure message={`The ${area.name} document types could not be loaded.`} onRetry={area.retry} />
      )}
      {area.status === 'success' && area.typesInRegions.length === 0 && (
        <Text size="sm">No {area.name} document types apply in the selected regions.</Text>
      )}
      {area.status === 'success' && area.typesInRegions.length > 0 && area.types.length === 0 && searching && (
        <Text size="sm">No {area.name} document types match your search.</Text>
      )}
      {area.types.length > 0 && (
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
          {area.types.map(({ type, matchingQuestions }) => {
            const active = chosen?.documentTypeId === type.id;
            return (
              <li key={type.id}>
                <NavLink
                  component={Link}
                  to={chosenTypeAddress({ practiceAreaId: area.id, documentTypeId: type.id })}
                  label={type.name}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  rightSection={
                    matchingQuestions ? (
                      <Badge tt="none" size="sm" variant="light" aria-label={questionCount(matchingQuestions)}>
                        {matchingQuestions}
                      </Badge>
                    ) : undefined
                  }
                />
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
