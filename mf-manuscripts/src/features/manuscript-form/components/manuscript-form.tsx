import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@colophon/shared/router';
import { Alert, Button, Card, Flex, Form, SaveOutlined, SendOutlined } from '@colophon/shared/antd';
import {
  listLanding,
  PageHeader,
  toApiError,
  useAuthStore,
  useCan,
  useNotify,
  useUnsavedChanges,
} from '@colophon/shared';
import {
  manuscriptFormSchema,
  type ManuscriptFormOutput,
  type ManuscriptFormValues,
  type ReviewerPreferences,
} from '@colophon/shared/contracts';
import { failureText } from '../../../lib/failure-text';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { useCreateManuscript } from '../api/create-manuscript';
import { saveAuthorsQuietly } from '../api/save-authors';
import { useUpdateManuscript } from '../api/update-manuscript';
import {
  newManuscriptValues,
  toAuthorsPayload,
  toUpdatePayload,
  valuesOf,
} from '../lib/form-values';
import { hasFieldErrors, mapServerErrors } from '../lib/server-errors';
import { useManuscriptFile } from '../../../hooks/use-manuscript-file';
import { AuthorsFields } from './authors-fields';
import { ReviewerPreferencesFields } from './reviewer-preferences-fields';
import { ContentFields } from './content-fields';
import { FileField } from '../../../components/file-field';

interface PageTexts {
  title: string;
  subtitle?: string;
  /** Where Back and Cancel lead (after asking, when something is unsaved). */
  backTo: string;
  backLabel: string;
}

export type ManuscriptFormProps = PageTexts &
  (
    | { mode: 'create'; manuscript?: undefined; preferences?: undefined }
    | {
        mode: 'edit';
        manuscript: ManuscriptDetail;
        /** The saved reviewer lists; null when they could not be read (then they are left as they are). */
        preferences?: ReviewerPreferences | null;
      }
  );

/** The create and edit form of a manuscript: a create or update call, then the authors call. */
export function ManuscriptForm({
  mode,
  manuscript,
  preferences,
  title,
  subtitle,
  backTo,
  backLabel,
}: ManuscriptFormProps) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const navigate = useNavigate();
  const creating = mode === 'create';
  const user = useAuthStore((state) => state.user);
  // Staff land on the Manuscripts list; an author, who may not see it, on My Submissions.
  const listPath = useCan('manuscripts.viewAll') ? '/manuscripts' : '/submissions';
  const form = useForm<ManuscriptFormValues, unknown, ManuscriptFormOutput>({
    resolver: zodResolver(manuscriptFormSchema),
    defaultValues: manuscript ? valuesOf(manuscript, preferences) : newManuscriptValues(user),
  });
  const file = useManuscriptFile(creating);
  const create = useCreateManuscript();
  const update = useUpdateManuscript();
  const [progress, setProgress] = useState<number | null>(null);
  const [authorsError, setAuthorsError] = useState<string | undefined>();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<'draft' | 'submit' | 'save' | null>(null);
  const guard = useUnsavedChanges(form.formState.isDirty || file.file !== null);

  const fail = (error: unknown) => {
    setProgress(null);
    const apiError = toApiError(error);
    const mapped = mapServerErrors(apiError.errors);
    for (const [name, message] of Object.entries(mapped.fields)) {
      form.setError(name as Path<ManuscriptFormValues>, { type: 'server', message });
    }
    setAuthorsError(mapped.authors);
    if (mapped.file) file.setError(mapped.file);
    setOtherErrors(mapped.other);
    if (hasFieldErrors(mapped)) notify.error(t('form.fixErrors'));
    else notify.error(failureText(apiError, t('form.saveFailed')));
  };

  const save = async (values: ManuscriptFormOutput, submit: boolean) => {
    setAuthorsError(undefined);
    setOtherErrors([]);
    try {
      let saved: ManuscriptDetail;
      if (creating) {
        setProgress(0);
        saved = await create.mutateAsync({
          values,
          file: file.file,
          submit,
          onProgress: setProgress,
        });
      } else {
        saved = await update.mutateAsync({
          id: manuscript.id,
          payload: toUpdatePayload(values, { withPreferences: !!preferences }),
        });
      }
      // The authors call follows the save; it can only work while they are editable.
      if (saved.permissions.edit)
        void saveAuthorsQuietly(saved.id, toAuthorsPayload(saved.authors));
      guard.release();
      notify.success(t(creating ? 'form.created' : 'form.updated'));
      // Latest changes first, the saved manuscript marked and announced.
      void navigate(listLanding(listPath, saved.id));
    } catch (error) {
      fail(error);
    }
  };

  const run = (kind: 'draft' | 'submit' | 'save') => async () => {
    setBusy(kind);
    // The file is needed to submit; a draft may be saved without it.
    const fileOk = file.validate(creating && kind === 'submit');
    await form.handleSubmit(
      async (values) => {
        if (!fileOk) notify.error(t('form.fixErrors'));
        else await save(values, kind === 'submit');
      },
      () => notify.error(t('form.fixErrors')),
    )();
    setBusy(null);
  };

  const leave = () => void guard.leave(() => void navigate(backTo));

  return (
    <FormProvider {...form}>
      <PageHeader title={title} subtitle={subtitle} back={leave} backLabel={backLabel} />
      <form
        noValidate
        aria-label={t(creating ? 'form.createTitle' : 'form.editTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          void run(creating ? 'submit' : 'save')();
        }}
      >
        <Form layout="vertical" component={false}>
          <Flex vertical gap="middle">
            {otherErrors.length > 0 && (
              <Alert type="error" showIcon role="alert" title={otherErrors.join(' ')} />
            )}
            <Card title={t('form.detailsTitle')}>
              <ContentFields withNotes={creating} currentJournal={manuscript?.journal} />
            </Card>
            <Card>
              <AuthorsFields serverError={authorsError} />
            </Card>
            <Card>
              <ReviewerPreferencesFields loadFailed={!creating && !preferences} />
            </Card>
            {creating ? (
              <Card title={t('form.fileTitle')}>
                <FileField
                  id="manuscript-file"
                  picker={file}
                  required
                  progress={progress}
                  disabled={busy !== null}
                />
              </Card>
            ) : (
              <Alert type="info" showIcon title={t('form.fileOnEdit')} />
            )}
            <Flex justify="flex-end" gap="small" wrap>
              <Button onClick={leave} disabled={busy !== null}>
                {t('actions.cancel')}
              </Button>
              {creating ? (
                <>
                  <Button
                    icon={<SaveOutlined />}
                    disabled={busy !== null}
                    onClick={() => void run('draft')()}
                  >
                    {busy === 'draft' ? t('form.saving') : t('form.saveDraft')}
                  </Button>
                  <Button
                    type="primary"
                    htmlType="submit"
                    icon={<SendOutlined />}
                    disabled={busy !== null}
                  >
                    {busy === 'submit' ? t('form.submitting') : t('form.submit')}
                  </Button>
                </>
              ) : (
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SaveOutlined />}
                  disabled={busy !== null}
                >
                  {busy === 'save' ? t('form.saving') : t('form.saveChanges')}
                </Button>
              )}
            </Flex>
          </Flex>
        </Form>
      </form>
    </FormProvider>
  );
}
