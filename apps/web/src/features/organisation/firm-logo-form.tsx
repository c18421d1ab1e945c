import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { showServerErrors } from '../../lib/form-errors.ts';
import { ImageUploadForm } from '../../ui/image-upload-form.tsx';
import { toast } from '../../ui/toast.tsx';
import { ORGANISATION_QUERY_KEY, updateOrganisation } from './organisation-queries.ts';

/** The firm's logo, for its admins: chosen, previewed, checked, then sent as the multipart file part `logo`. */
export function FirmLogoForm() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return (
    <ImageUploadForm
      field="logo"
      label="Firm logo"
      submitLabel="Upload logo"
      preview={{ alt: 'Preview of the new firm logo', h: 72, w: 'auto', maw: 240, fit: 'contain' }}
      save={async (body, form) => {
        try {
          const { message, data } = await updateOrganisation(api, body);
          queryClient.setQueryData(ORGANISATION_QUERY_KEY, data.organisation);
          toast.success(message);
          return { imageUrl: data.organisation.logo };
        } catch (error) {
          // A 401 has already ended the session and gone to the login page.
          if (!(error instanceof ApiError && error.status === 401)) showServerErrors(form, error);
          return undefined;
        }
      }}
    />
  );
}
