import type { User } from '@dd/contracts';
import { Avatar } from '@mantine/core';
import { useAuthenticatedBlob } from '../../lib/use-authenticated-blob.ts';
import { BlobImage } from '../../ui/blob-image.tsx';

/** The user's profile picture, or their initials until they have one. */
export function UserAvatar({ user, size }: { user: User; size: number }) {
  const picture = useAuthenticatedBlob(user.profilePicUrl);
  if (picture) return <BlobImage blob={picture} alt="Profile picture" w={size} h={size} radius="50%" fit="cover" />;
  return <Avatar name={user.name} color="initials" size={size} aria-hidden />;
}
