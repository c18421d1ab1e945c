import { Image, type ImageProps } from '@mantine/core';
import { useCallback } from 'react';

export interface BlobImageProps extends Omit<ImageProps, 'src'> {
  blob: Blob;
  alt: string;
}

/**
 * An image from bytes already in memory (a fetched picture, a file about to be uploaded). The object URL lives
 * exactly as long as the element shows this blob: it is revoked when the blob changes or the image goes.
 */
export function BlobImage({ blob, alt, ...props }: BlobImageProps) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <Image ref={attach} alt={alt} {...props} />;
}
