import { Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/**
 * Around each 14 px row, what fills it to a line of Mantine's small text (`<Text size="sm">`), so that text arriving
 * in as many lines takes the same space: a list that came back empty ("No invitation is waiting…") moved the firm
 * page's switches below it up under the pointer.
 */
const ROW_MARGIN = 'calc((var(--mantine-font-size-sm) * var(--mantine-line-height-sm) - 14px) / 2)';

export interface LoadingSkeletonProps {
  /** What is loading, for screen readers: the shapes alone say nothing. */
  label: string;
  /** Rows of text or a row of chips. */
  shape?: 'rows' | 'chips';
  count?: number;
}

/** The shape of content that is on its way, so the page does not jump when it arrives. */
export function LoadingSkeleton({ label, shape = 'rows', count = 3 }: LoadingSkeletonProps) {
  const items = Array.from({ length: count }, (_, index) => index);
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {shape === 'chips' ? (
        <Group gap="xs" aria-hidden>
          {items.map((index) => (
            <Skeleton key={index} height={30} width={index % 2 === 0 ? 110 : 86} radius="xl" />
          ))}
        </Group>
      ) : (
        <Stack gap={0} aria-hidden>
          {items.map((index) => (
            <Skeleton key={index} height={14} width={index % 3 === 2 ? '60%' : '100%'} radius="sm" style={{ marginBlock: ROW_MARGIN }} />
          ))}
        </Stack>
      )}
    </div>
  );
}
