import { PRACTICE_AREAS, type DocumentType, type PracticeAreaName, type Question, type Region } from '@dd/contracts';
import { useQueries } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { appliesIn, matchesSearch } from './catalogue-filter.ts';
import { documentTypesQuery, questionsQuery } from './catalogue-queries.ts';

export interface TypeView {
  type: DocumentType;
  /** While searching: how many of its questions (in the selected regions) match; null until they are loaded. */
  matchingQuestions: number | null;
}

export interface AreaView {
  id: number;
  name: PracticeAreaName;
  status: 'pending' | 'error' | 'success';
  retry: () => void;
  /** The area's document types that apply in the selected regions. */
  typesInRegions: DocumentType[];
  /** Of those, the ones shown: all of them, or while searching the ones that match. */
  types: TypeView[];
}

export interface CatalogueView {
  areas: AreaView[];
  /** While searching: matching document types and questions, and whether questions are still arriving. */
  matches: { documentTypes: number; questions: number; searching: boolean } | null;
}

/** Questions of a document type that apply in the selected regions and match the search. */
export const visibleQuestions = (questions: readonly Question[], regions: readonly Region[], term: string) =>
  questions.filter((question) => appliesIn(question.regions, regions) && matchesSearch(term, question.question));

/**
 * The catalogue as the lawyer sees it: the document types of the selected practice areas that apply in the
 * selected regions; while searching, those whose name, description or questions match. Searching loads the
 * questions of every type shown, once each: the cache keeps them for the next search.
 */
export function useCatalogueView(practiceAreas: readonly PracticeAreaName[], regions: readonly Region[], term: string): CatalogueView {
  const api = useApiClient();
  const areas = PRACTICE_AREAS.filter((area) => practiceAreas.includes(area.name));
  const typeQueries = useQueries({ queries: areas.map((area) => documentTypesQuery(api, area.id)) });
  const inRegions = typeQueries.map((query) => (query.data ?? []).filter((type) => appliesIn(type.regions, regions)));

  const searching = term !== '';
  const searched = searching ? inRegions.flat() : [];
  const questionQueries = useQueries({
    queries: searched.map((type) => questionsQuery(api, type.practiceAreaId, type.id)),
  });
  const matchingQuestions = new Map(
    searched.map((type, index) => {
      const questions = questionQueries[index]?.data;
      return [type.id, questions ? visibleQuestions(questions, regions, term).length : null] as const;
    }),
  );

  const areaViews = areas.map((area, index): AreaView => {
    const query = typeQueries[index];
    const types = (inRegions[index] ?? [])
      .map((type) => ({ type, matchingQuestions: searching ? (matchingQuestions.get(type.id) ?? null) : null }))
      .filter(
        ({ type, matchingQuestions: count }) =>
          !searching || matchesSearch(term, type.name, type.description) || (count ?? 0) > 0,
      );
    return {
      id: area.id,
      name: area.name,
      status: query?.status ?? 'pending',
      retry: () => void query?.refetch(),
      types,
      typesInRegions: inRegions[index] ?? [],
    };
  });

  const matches = searching
    ? {
        documentTypes: areaViews.reduce((sum, area) => sum + area.types.length, 0),
        questions: [...matchingQuestions.values()].reduce<number>((sum, count) => sum + (count ?? 0), 0),
        searching: questionQueries.some((query) => query.isPending && query.fetchStatus === 'fetching'),
      }
    : null;
  return { areas: areaViews, matches };
}
