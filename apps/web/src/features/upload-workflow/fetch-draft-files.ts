import type { ApiClient } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { WorkflowDraft } from './workflow-draft.ts';
import { fetchStagedPdf } from './workflow-queries.ts';

/** Enough parallel downloads to be quick, few enough to leave the connection to the page. */
const PARALLEL_DOWNLOADS = 4;

export interface DraftFiles {
  /** Each file still staged, by upload id, under the name the lawyer gave it. */
  files: Map<string, File>;
  /** Names of the files whose uploads have gone (expired, or discarded in another tab). */
  expired: string[];
}

/**
 * Fetches the draft's files back from their staged uploads. Only a 404 means a file is gone; any other failure
 * throws, so a passing network fault never discards the lawyer's draft.
 */
export async function fetchDraftFiles(api: ApiClient, draft: WorkflowDraft): Promise<DraftFiles> {
  const queue = [...draft.files, ...draft.staged];
  const files = new Map<string, File>();
  const expired: string[] = [];
  const download = async () => {
    for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
      const { uploadId, name } = entry;
      try {
        files.set(uploadId, await fetchStagedPdf(api, uploadId, name));
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        expired.push(name);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, download));
  return { files, expired };
}
