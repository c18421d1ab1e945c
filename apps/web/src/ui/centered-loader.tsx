import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while the session or a page loads, in place of content that is not known yet. */
export function CenteredLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
