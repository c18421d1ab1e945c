import type { Organisation } from '@dd/contracts';
import { useAuthenticatedBlob } from '../../lib/use-authenticated-blob.ts';
import { BlobImage } from '../../ui/blob-image.tsx';

/** The firm's logo, fetched with the bearer header (it is served to the firm's members only); nothing until it is in. */
export function OrganisationLogo({ organisation }: { organisation: Organisation }) {
  const logo = useAuthenticatedBlob(organisation.logo);
  if (!logo) return null;
  return <BlobImage blob={logo} alt="Firm logo" h={72} w="auto" maw={240} fit="contain" />;
}
