import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@colophon/shared/router';
import { Button, Card, Flex, Form, Input, InputNumber, Switch } from '@colophon/shared/antd';
import {
  PageHeader,
  useCategoryTree,
  useNotify,
  useUnsavedChanges,
  CategoryPicker,
  FormField,
  applyServerErrors,
} from '@colophon/shared';
import {
  categorySchema,
  type Category,
  type CategoryFormValues,
  type CategoryInput,
} from '@colophon/shared/contracts';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import {
  CATEGORY_FIELDS,
  emptyCategoryValues,
  toCategoryFormValues,
} from '../lib/category-form-values';

interface CategoryFormProps {
  title: string;
  /** The category being edited; omitted on create. */
  category?: Category;
  /** Create: the parent to start with ("Add subcategory"). */
  defaultParentId?: number | null;
}

/** A successful save goes back to the list; Cancel and Back to where the form was opened from. */
const LIST_PATH = '/categories';

const ids = {
  name: 'category-name',
  description: 'category-description',
  parent_id: 'category-parent',
  is_active: 'category-active',
  order: 'category-order',
} as const;

/** Create and edit form of a category: the shared zod schema validates it here and at the API. */
export function CategoryForm({ title, category, defaultParentId = null }: CategoryFormProps) {
  const { t } = useTranslation('categories');
  const navigate = useNavigate();
  const cancelPath = category ? `/categories/${category.id}` : LIST_PATH;
  const notify = useNotify();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const parents = useCategoryTree();
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(categorySchema),
    defaultValues: category ? toCategoryFormValues(category) : emptyCategoryValues(defaultParentId),
  });
  const guard = useUnsavedChanges(isDirty && !isSubmitting);
  const cancel = () => void guard.leave(() => void navigate(cancelPath));

  const onValid = async (values: CategoryInput) => {
    try {
      if (category) await update.mutateAsync({ id: category.id, input: values });
      else await create.mutateAsync(values);
      notify.success(t(category ? 'form.updated' : 'form.created'));
      reset(values);
      guard.release();
      void navigate(LIST_PATH);
    } catch (error) {
      // Focus goes to the first field on screen, not the first the API listed.
      const { apiError, applied } = applyServerErrors(setError, error, {
        mode: 'first',
        fields: CATEGORY_FIELDS,
        shouldFocus: false,
      });
      if (apiError.status === 422 && applied.length > 0) {
        setFocus(CATEGORY_FIELDS.find((field) => applied.includes(field))!);
        notify.error(t('form.validationFailed'));
        return;
      }
      const known = apiError.status !== null && apiError.status >= 400 && apiError.status < 500;
      notify.error(known ? apiError.message : t('form.saveFailed'));
    }
  };
  const onInvalid = (_: FieldErrors<CategoryFormValues>) => notify.error(t('form.invalid'));

  return (
    <>
      <PageHeader title={title} back={cancel} backLabel={t('actions.back')} />
      <Card>
        <Form
          layout="vertical"
          noValidate
          onFinish={() => void handleSubmit(onValid, onInvalid)()}
          style={{ maxInlineSize: 640 }}
        >
          <FormField name="name" control={control} id={ids.name} label={t('fields.name')} required>
            <Input maxLength={255} autoFocus />
          </FormField>
          <FormField
            name="description"
            control={control}
            id={ids.description}
            label={t('fields.description')}
            render={(field, a11y) => (
              <Input.TextArea
                {...field}
                value={field.value ?? ''}
                rows={3}
                maxLength={2000}
                showCount
                {...a11y}
              />
            )}
          />
          <FormField
            name="parent_id"
            control={control}
            id={ids.parent_id}
            label={t('fields.parent')}
            help={
              parents.isError ? (
                <Flex gap="small" align="center" wrap role="alert">
                  {t('errors.fetchParents')}
                  <Button size="small" type="link" onClick={() => void parents.refetch()}>
                    {t('actions.retry')}
                  </Button>
                </Flex>
              ) : undefined
            }
            itemProps={{ validateStatus: parents.isError ? 'error' : undefined }}
            extra={!parents.isError ? t('fields.parentHint') : undefined}
            render={(field, a11y, { error }) => (
              <CategoryPicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                excludeId={category?.id}
                placeholder={t('fields.parentPlaceholder')}
                status={error ? 'error' : undefined}
                {...a11y}
              />
            )}
          />
          <Flex gap="large" wrap>
            <FormField
              name="order"
              control={control}
              id={ids.order}
              label={t('fields.order')}
              extra={t('fields.orderHint')}
            >
              <InputNumber<number> min={0} precision={0} style={{ inlineSize: 160 }} />
            </FormField>
            <FormField
              name="is_active"
              control={control}
              id={ids.is_active}
              label={t('fields.active')}
              valuePropName="checked"
            >
              <Switch
                checkedChildren={t('fields.activeOn')}
                unCheckedChildren={t('fields.activeOff')}
              />
            </FormField>
          </Flex>
          <Flex gap="small" wrap>
            {/* Not antd's `loading`: it can stick when a client-side failure flips it within a frame. */}
            <Button
              type="primary"
              htmlType="submit"
              disabled={isSubmitting}
              aria-busy={isSubmitting}
            >
              {isSubmitting ? t('form.saving') : t(category ? 'form.update' : 'form.create')}
            </Button>
            <Button onClick={cancel} disabled={isSubmitting}>
              {t('form.cancel')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
