import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useSettings } from '../settings/settings-context.ts';
import { ConfigurationSection } from './configuration-section.tsx';

/** The lawyer's regions and practice areas, saved as they change. */
export function ConfigurationPanel() {
  const { regions, practiceAreas } = useSettings();
  return (
    <Stack gap="sm">
      <Text>Choose where you practise and the areas you work in. The catalogue and new due diligence follow your choice.</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ConfigurationSection title="Regions" noun="regions" list={regions} />
        <ConfigurationSection title="Practice areas" noun="practice areas" list={practiceAreas} />
      </SimpleGrid>
    </Stack>
  );
}
