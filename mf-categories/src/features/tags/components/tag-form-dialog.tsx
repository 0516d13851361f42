import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Flex, Form, Input, Modal } from '@colophon/shared/antd';
import { useNotify, FormField, applyServerErrors } from '@colophon/shared';
import { tagSchema, type Tag, type TagFormValues, type TagInput } from '@colophon/shared/contracts';
import { useCreateTag, useUpdateTag } from '../api/tag-mutations';
import { TAG_FIELDS, toTagFormValues } from '../lib/tag-form-values';

interface TagFormDialogProps {
  /** The tag being edited; null to create one. */
  tag: Tag | null;
  onClose: () => void;
}

const FORM_ID = 'tag-form';

/** Create or edit a tag in a dialog: the contracts' tagSchema validates here and at the API. */
export function TagFormDialog({ tag, onClose }: TagFormDialogProps) {
  const { t } = useTranslation('categories');
  const notify = useNotify();
  const create = useCreateTag();
  const update = useUpdateTag();
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { isSubmitting },
  } = useForm<TagFormValues, unknown, TagInput>({
    resolver: zodResolver(tagSchema),
    defaultValues: toTagFormValues(tag),
  });
  const color = watch('color');

  const onValid = async (values: TagInput) => {
    try {
      if (tag) await update.mutateAsync({ id: tag.id, input: values });
      else await create.mutateAsync(values);
      notify.success(t(tag ? 'tags.form.updated' : 'tags.form.created'));
      onClose();
    } catch (error) {
      const { apiError, applied } = applyServerErrors(setError, error, {
        mode: 'first',
        fields: TAG_FIELDS,
        shouldFocus: false,
      });
      if (apiError.status === 422 && applied.length > 0) {
        setFocus(TAG_FIELDS.find((field) => applied.includes(field))!);
        return;
      }
      const known = apiError.status !== null && apiError.status >= 400 && apiError.status < 500;
      notify.error(known ? apiError.message : t('tags.form.saveFailed'));
    }
  };

  return (
    <Modal
      open
      title={t(tag ? 'tags.form.editTitle' : 'tags.form.createTitle')}
      okText={isSubmitting ? t('form.saving') : t(tag ? 'form.update' : 'tags.form.create')}
      cancelText={t('form.cancel')}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID, disabled: isSubmitting }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form id={FORM_ID} layout="vertical" noValidate onFinish={() => void handleSubmit(onValid)()}>
        <FormField
          name="name"
          control={control}
          id="tag-name"
          label={t('tags.fields.name')}
          required
        >
          <Input maxLength={100} autoFocus />
        </FormField>
        <FormField
          name="description"
          control={control}
          id="tag-description"
          label={t('tags.fields.description')}
          render={(field, a11y) => (
            <Input.TextArea
              {...field}
              value={field.value ?? ''}
              rows={3}
              maxLength={1000}
              showCount
              {...a11y}
            />
          )}
        />
        <FormField
          name="color"
          control={control}
          id="tag-color"
          label={t('tags.fields.color')}
          extra={t('tags.fields.colorHint')}
          render={(field, a11y) => (
            <Flex gap="small" align="center">
              <Input
                {...field}
                value={field.value ?? ''}
                placeholder="#1677ff"
                maxLength={7}
                style={{ inlineSize: 140 }}
                {...a11y}
              />
              <input
                type="color"
                aria-label={t('tags.fields.colorPicker')}
                value={/^#[0-9a-f]{6}$/i.test(color ?? '') ? color! : '#1677ff'}
                onChange={(event) => field.onChange(event.target.value)}
                style={{ inlineSize: 40, blockSize: 32, padding: 0, border: 0, background: 'none' }}
              />
            </Flex>
          )}
        />
      </Form>
    </Modal>
  );
}
