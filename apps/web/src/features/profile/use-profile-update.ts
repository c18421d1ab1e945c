import { MESSAGES, type ProfileUpdateResponse, type User } from '@dd/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { showServerErrors } from '../../lib/form-errors.ts';
import { toast } from '../../ui/toast.tsx';
import { USER_QUERY_KEY } from '../session/user-query.ts';

/**
 * Sends one of the profile forms to the profile update and words the outcome as spec §8 does: its success
 * toast, or its unexpected-error toast with a 422's errors on the form's fields. Resolves to the saved user,
 * or null when nothing was saved.
 */
export function useProfileUpdate() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    async <T extends FieldValues>(body: FormData | Record<string, unknown>, form: UseFormReturn<T>): Promise<User | null> => {
      try {
        const response = await api.request<ProfileUpdateResponse>('/api/user-profile-update', { method: 'POST', body, toastErrors: false });
        queryClient.setQueryData(USER_QUERY_KEY, response.user);
        toast.success(MESSAGES.profile.updated);
        return response.user;
      } catch (error) {
        // A 401 has already ended the session and gone to the login page.
        if (error instanceof ApiError && error.status === 401) return null;
        if (error instanceof ApiError && error.status === 422) showServerErrors(form, error);
        toast.error(MESSAGES.profile.unexpected);
        return null;
      }
    },
    [api, queryClient],
  );
}
