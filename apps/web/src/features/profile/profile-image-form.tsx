import { ImageUploadForm, type ImageUploadFormProps } from '../../ui/image-upload-form.tsx';
import { useProfileUpdate } from './use-profile-update.ts';

export interface ProfileImageFormProps extends Omit<ImageUploadFormProps, 'field' | 'save'> {
  /** The file part of the profile update, and the form field its errors come back under. */
  field: 'profile_pic' | 'logo';
}

/** One of the profile's images (the picture, the firm logo): chosen, previewed, checked, then saved. */
export function ProfileImageForm({ field, ...props }: ProfileImageFormProps) {
  const save = useProfileUpdate();
  return (
    <ImageUploadForm
      field={field}
      {...props}
      save={async (body, form) => {
        const saved = await save(body, form);
        return saved ? { imageUrl: field === 'logo' ? saved.logoUrl : saved.profilePicUrl } : undefined;
      }}
    />
  );
}
