import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../ui/error-boundary.tsx';

/** Shown when a page fails to render or its code fails to load (for example after a new release). */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <Container size="sm" py="xl">
          <Stack gap="md" align="flex-start">
            <Title order={1}>Something went wrong</Title>
            <Text>This page could not be shown. Reload it to try again; your saved work is not affected.</Text>
            <Button onClick={() => window.location.reload()}>Reload the page</Button>
          </Stack>
        </Container>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
