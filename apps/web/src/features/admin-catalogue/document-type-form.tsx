import type { AdminDocumentType } from '@dd/contracts';
import { Button, Fieldset, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { formErrorMap, showServerErrors } from '../../lib/form-errors.ts';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { toast } from '../../ui/toast.tsx';
import { ADMIN_MESSAGES } from './admin-messages.ts';
import {
  DocumentTypeFieldsSchema,
  documentTypeFieldsOf,
  emptyDocumentTypeFields,
} from './document-type-fields.ts';
import { PhraseFields } from './phrase-fields.tsx';
import { RegionCheckboxes } from './region-checkboxes.tsx';
import { TagField } from './tag-field.tsx';
import { useAdminCatalogueActions } from './use-admin-catalogue-actions.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';

export interface DocumentTypeFormProps {
  /** The type being edited, or the practice area a new type goes into. */
  target: { documentType: AdminDocumentType } | { practiceAreaId: number; practiceAreaName: string };
  onClose: () => void;
}

/** Creates or edits a document type in a dialog: what lawyers see, and the signals that recognise it. */
export function DocumentTypeForm({ target, onClose }: DocumentTypeFormProps) {
  const actions = useAdminCatalogueActions();
  const editing = 'documentType' in target ? target.documentType : null;
  const form = useForm({
    resolver: zodResolver(DocumentTypeFieldsSchema, { error: formErrorMap }),
    defaultValues: editing ? documentTypeFieldsOf(editing) : emptyDocumentTypeFields(),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      if (editing) await actions.updateDocumentType(editing.id, fields);
      else if ('practiceAreaId' in target) await actions.createDocumentType({ ...fields, practiceAreaId: target.practiceAreaId });
      toast.success(ADMIN_MESSAGES.documentTypeSaved);
      onClose();
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  const title = 'documentType' in target ? `Edit ${target.documentType.name}` : `New document type in ${target.practiceAreaName}`;
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={errors.root?.server?.message} />
          <TextInput label="Name" description="What a lawyer calls it." error={errors.name?.message} {...form.register('name')} />
          <Textarea
            label="Description"
            description="One or two sentences saying what it is, and what it is not."
            rows={3}
            resize="vertical"
            error={errors.description?.message}
            {...form.register('description')}
          />
          <RegionCheckboxes control={form.control} name="regions" description="Where this type of document is used." />
          <Controller
            control={form.control}
            name="central"
            render={({ field }) => (
              <Switch
                label="Central document"
                description="The main document of a matter in its practice area, such as a lease or a register of title."
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Fieldset legend="Classification signals">
            <Stack gap="md">
              <TagField control={form.control} name="signals.titles" label="Titles" description="Headings that open such a document." />
              <PhraseFields control={form.control} errors={errors} />
              <TagField
                control={form.control}
                name="signals.structure"
                label="Structure"
                description="Section headings or patterns typical of it."
              />
              <TagField
                control={form.control}
                name="signals.negative"
                label="Negative signals"
                description="Phrases that argue against this type, to tell look-alikes apart."
              />
            </Stack>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
