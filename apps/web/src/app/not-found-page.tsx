import { Container, Stack, Text, Title } from '@mantine/core';
import { RouterAnchor } from '../ui/router-anchor.tsx';

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <title>Page not found · Due Diligence Assistant</title>
      <Stack gap="md">
        <Title order={1}>Page not found</Title>
        <Text>The address may be mistyped, or the page may have moved.</Text>
        <RouterAnchor to="/">Go to the home page</RouterAnchor>
      </Stack>
    </Container>
  );
}
