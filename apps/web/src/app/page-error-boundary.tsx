import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';

interface PageErrorBoundaryState {
  failed: boolean;
}

/** Shown when a page fails to render or its code fails to load (for example after a new release). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): PageErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container size="sm" py="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1}>Something went wrong</Title>
          <Text>This page could not be shown. Reload it to try again; your saved work is not affected.</Text>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
        </Stack>
      </Container>
    );
  }
}
