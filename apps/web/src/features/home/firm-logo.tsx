import type { User } from '@dd/contracts';
import { useAuthenticatedBlob } from '../../lib/use-authenticated-blob.ts';
import { BlobImage } from '../../ui/blob-image.tsx';

/** The logo the firm registered with, if any. */
export function FirmLogo({ user }: { user: User }) {
  const logo = useAuthenticatedBlob(user.logoUrl);
  if (!logo) return null;
  return <BlobImage blob={logo} alt="Firm logo" h={72} w="auto" maw={240} fit="contain" />;
}
