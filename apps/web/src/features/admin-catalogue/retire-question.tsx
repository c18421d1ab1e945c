import type { AdminQuestion } from '@dd/contracts';
import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/toast.tsx';
import { ADMIN_MESSAGES } from './admin-messages.ts';
import { reportFailure, useAdminCatalogueActions } from './use-admin-catalogue-actions.ts';

export interface RetireQuestionProps {
  documentTypeId: number;
  question: AdminQuestion;
  onClose: () => void;
}

/** Asks before retiring or restoring a question, saying what it means for lawyers. */
export function RetireQuestion({ documentTypeId, question, onClose }: RetireQuestionProps) {
  const actions = useAdminCatalogueActions();
  const retiring = question.retiredAt === null;

  const confirm = async () => {
    try {
      if (retiring) await actions.retireQuestion(documentTypeId, question.id);
      else await actions.restoreQuestion(documentTypeId, question.id);
      toast.success(retiring ? ADMIN_MESSAGES.questionRetired : ADMIN_MESSAGES.questionRestored);
      return true;
    } catch (error) {
      reportFailure(error);
      return false;
    }
  };

  return (
    <ConfirmDialog
      opened
      title={retiring ? 'Retire this question?' : 'Restore this question?'}
      confirmLabel={retiring ? 'Retire question' : 'Restore question'}
      destructive={retiring}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text fs="italic">“{question.question}”</Text>
      <Text>
        {retiring
          ? 'It will no longer be asked in new due diligence. Cases already answered keep their answers, and you can restore it at any time.'
          : 'It will be asked again in new due diligence, in its current wording and place.'}
      </Text>
    </ConfirmDialog>
  );
}
