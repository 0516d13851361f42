import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@colophon/shared/router';
import { Button, Card, Flex, Form, Input, InputNumber, Switch } from '@colophon/shared/antd';
import {
  PageHeader,
  toApiError,
  useCategoryTree,
  useNotify,
  useUnsavedChanges,
} from '@colophon/shared';
import { CategoryPicker } from '@colophon/shared/data-ui';
import {
  categorySchema,
  type Category,
  type CategoryFormValues,
  type CategoryInput,
} from '@colophon/shared/contracts';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { useValidationText } from '../hooks/use-validation-text';
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

/** A successful save goes back to the list (spec §7); Cancel and Back to where the form was opened from. */
const LIST_PATH = '/categories';

const ids = {
  name: 'category-name',
  description: 'category-description',
  parent_id: 'category-parent',
  is_active: 'category-active',
  order: 'category-order',
} as const;

/** Create and edit form of a category (spec §2, §5): the shared zod schema validates it here and at the API. */
export function CategoryForm({ title, category, defaultParentId = null }: CategoryFormProps) {
  const { t } = useTranslation('categories');
  const navigate = useNavigate();
  const cancelPath = category ? `/categories/${category.id}` : LIST_PATH;
  const text = useValidationText();
  const notify = useNotify();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const parents = useCategoryTree();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
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
      const apiError = toApiError(error);
      const fields = CATEGORY_FIELDS.filter((field) => apiError.errors[field]?.length);
      if (apiError.status === 422 && fields.length > 0) {
        fields.forEach((field, index) =>
          setError(
            field,
            { type: 'server', message: apiError.errors[field]![0] },
            { shouldFocus: index === 0 },
          ),
        );
        notify.error(t('form.validationFailed'));
        return;
      }
      const known = apiError.status !== null && apiError.status >= 400 && apiError.status < 500;
      notify.error(known ? apiError.message : t('form.saveFailed'));
    }
  };
  const onInvalid = (_: FieldErrors<CategoryFormValues>) => notify.error(t('form.invalid'));

  const item = (field: keyof typeof ids) => ({
    htmlFor: ids[field],
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: text(errors[field]?.message),
  });
  const invalid = (field: keyof typeof ids) =>
    errors[field] ? { 'aria-invalid': true as const } : {};

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
          <Form.Item label={t('fields.name')} required {...item('name')}>
            <Controller
              name="name"
              control={control}
              render={({ field }) => (
                <Input {...field} id={ids.name} maxLength={255} autoFocus {...invalid('name')} />
              )}
            />
          </Form.Item>
          <Form.Item label={t('fields.description')} {...item('description')}>
            <Controller
              name="description"
              control={control}
              render={({ field }) => (
                <Input.TextArea
                  {...field}
                  value={field.value ?? ''}
                  id={ids.description}
                  rows={3}
                  maxLength={2000}
                  showCount
                  {...invalid('description')}
                />
              )}
            />
          </Form.Item>
          <Form.Item
            label={t('fields.parent')}
            {...item('parent_id')}
            help={
              item('parent_id').help ??
              (parents.isError ? (
                <Flex gap="small" align="center" wrap role="alert">
                  {t('errors.fetchParents')}
                  <Button size="small" type="link" onClick={() => void parents.refetch()}>
                    {t('actions.retry')}
                  </Button>
                </Flex>
              ) : undefined)
            }
            validateStatus={errors.parent_id || parents.isError ? 'error' : undefined}
            extra={!parents.isError ? t('fields.parentHint') : undefined}
          >
            <Controller
              name="parent_id"
              control={control}
              render={({ field }) => (
                <CategoryPicker
                  id={ids.parent_id}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  excludeId={category?.id}
                  placeholder={t('fields.parentPlaceholder')}
                  status={errors.parent_id ? 'error' : undefined}
                  aria-invalid={errors.parent_id ? true : undefined}
                />
              )}
            />
          </Form.Item>
          <Flex gap="large" wrap>
            <Form.Item label={t('fields.order')} {...item('order')} extra={t('fields.orderHint')}>
              <Controller
                name="order"
                control={control}
                render={({ field }) => (
                  <InputNumber<number>
                    {...field}
                    id={ids.order}
                    min={0}
                    precision={0}
                    style={{ inlineSize: 160 }}
                    {...invalid('order')}
                  />
                )}
              />
            </Form.Item>
            <Form.Item label={t('fields.active')} {...item('is_active')}>
              <Controller
                name="is_active"
                control={control}
                render={({ field }) => (
                  <Switch
                    id={ids.is_active}
                    checked={field.value}
                    onChange={field.onChange}
                    ref={field.ref}
                    checkedChildren={t('fields.activeOn')}
                    unCheckedChildren={t('fields.activeOff')}
                  />
                )}
              />
            </Form.Item>
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
