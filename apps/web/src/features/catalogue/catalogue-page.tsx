import { Container, Grid, Mark, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { formatList } from '../../lib/format-list.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { useSettings, type Settings } from '../settings/settings-context.ts';
import { DocumentTypeList, type ChosenType } from './document-type-list.tsx';
import { DocumentTypePanel } from './document-type-panel.tsx';
import { useCatalogueView, type CatalogueView } from './use-catalogue-view.ts';

/** Long enough to wait for the lawyer to stop typing, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 250;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

const chosenFrom = (params: URLSearchParams): ChosenType | null => {
  const practiceAreaId = positiveInt(params.get('area'));
  const documentTypeId = positiveInt(params.get('type'));
  return practiceAreaId && documentTypeId ? { practiceAreaId, documentTypeId } : null;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function MatchSummary({ matches, term }: { matches: NonNullable<CatalogueView['matches']>; term: string }) {
  if (!matches.searching && matches.documentTypes === 0) {
    return <Text>Nothing in the catalogue matches “{term}”.</Text>;
  }
  return (
    <Text>
      <Mark>{plural(matches.documentTypes, 'document type', 'document types')}</Mark> and{' '}
      <Mark>{plural(matches.questions, 'question', 'questions')}</Mark> match “{term}”
      {matches.searching ? ' (still searching the questions…)' : '.'}
    </Text>
  );
}

function Scope({ regions }: { regions: Settings['regions']['selected'] }) {
  return (
    <Text>
      {regions.length > 0
        ? `Document types and questions that apply in ${formatList(regions)}.`
        : 'You have not chosen any regions, so every region is shown.'}{' '}
      <RouterAnchor to="/">Change your regions and practice areas</RouterAnchor>
    </Text>
  );
}

/** The practice catalogue for the lawyer's practice areas and regions: document types and their questions. */
export function CataloguePage() {
  const { regions, practiceAreas } = useSettings();
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const view = useCatalogueView(practiceAreas.selected, regions.selected, term);
  const chosen = chosenFrom(params);
  const chosenType = view.areas
    .find((area) => area.id === chosen?.practiceAreaId)
    ?.typesInRegions.find((type) => type.id === chosen?.documentTypeId);

  const lists = [regions, practiceAreas];
  const settingsStatus = lists.some((list) => list.status === 'rejected')
    ? 'rejected'
    : lists.some((list) => list.status === 'loading')
      ? 'loading'
      : 'success';

  return (
    <Container size="xl" py="md">
      <title>Catalogue · Due Diligence Assistant</title>
      <Stack gap="lg">
        <Title order={1}>Catalogue</Title>
        {settingsStatus === 'loading' && <LoadingSkeleton label="Loading your practice areas and regions…" />}
        {settingsStatus === 'rejected' && (
          <LoadFailure
            message="Your practice areas and regions could not be loaded."
            onRetry={() => lists.filter((list) => list.status === 'rejected').forEach((list) => list.reload())}
          />
        )}
        {settingsStatus === 'success' && practiceAreas.selected.length === 0 && (
          <Paper withBorder p="lg" radius="md">
            <Stack gap="xs">
              <Text fw={600}>You have not chosen any practice areas.</Text>
              <Text>
                The catalogue shows the document types of your practice areas.{' '}
                <RouterAnchor to="/">Choose your practice areas on the home page</RouterAnchor>
              </Text>
            </Stack>
          </Paper>
        )}
        {settingsStatus === 'success' && practiceAreas.selected.length > 0 && (
          <>
            <Scope regions={regions.selected} />
            <Stack gap="xs">
              <TextInput
                label="Search the catalogue"
                description="Document type names and descriptions, and the text of their questions."
                type="search"
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
              <div aria-live="polite">{view.matches && <MatchSummary matches={view.matches} term={term} />}</div>
            </Stack>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack component="nav" aria-label="Document types" gap="lg">
                  {view.areas.map((area) => (
                    <DocumentTypeList key={area.id} area={area} chosen={chosen} searching={term !== ''} />
                  ))}
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                {chosenType ? (
                  <DocumentTypePanel
                    key={chosenType.id}
                    type={chosenType}
                    regions={regions.selected}
                    term={term}
                    onClearSearch={() => setSearch('')}
                  />
                ) : (
                  <Paper withBorder p="lg" radius="md">
                    <Text>Choose a document type to see its questions.</Text>
                  </Paper>
                )}
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
