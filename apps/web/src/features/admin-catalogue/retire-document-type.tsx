import type { AdminDocumentType } from '@dd/contracts';
import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/toast.tsx';
import { ADMIN_MESSAGES } from './admin-messages.ts';
import { reportFailure, useAdminCatalogueActions } from './use-admin-catalogue-actions.ts';

/** Asks before retiring or restoring a document type, saying what it means for lawyers. */
export function RetireDocumentType({ documentType, onClose }: { documentType: AdminDocumentType; onClose: () => void }) {
  const actions = useAdminCatalogueActions();
  const retiring = documentType.retiredAt === null;

  const confirm = async () => {
    try {
      if (retiring) await actions.retireDocumentType(documentType.id);
      else await actions.restoreDocumentType(documentType.id);
      toast.success(retiring ? ADMIN_MESSAGES.documentTypeRetired : ADMIN_MESSAGES.documentTypeRestored);
      return true;
    } catch (error) {
      reportFailure(error);
      return false;
    }
  };

  return (
    <ConfirmDialog
      opened
      title={retiring ? `Retire ${documentType.name}?` : `Restore ${documentType.name}?`}
      confirmLabel={retiring ? 'Retire' : 'Restore'}
      destructive={retiring}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>
        {retiring
          ? 'Lawyers will no longer see it in the catalogue or be able to choose it for new documents. Cases that already use it keep it, and you can restore it at any time.'
          : 'Lawyers will see it in the catalogue again and be able to choose it for new documents.'}
      </Text>
    </ConfirmDialog>
  );
}
