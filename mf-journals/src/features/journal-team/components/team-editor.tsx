import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Form, SaveOutlined } from '@colophon/shared/antd';
import { useNotify, applyServerErrors, FormField } from '@colophon/shared';
import {
  type JournalTeam,
  type JournalTeamInput,
  journalTeamInputSchema,
} from '@colophon/shared/contracts';
import { useUpdateJournalTeam } from '../api/update-journal-team';
import { EditorPicker } from './editor-picker';

const TEAM_FIELDS = ['editors_in_chief', 'associate_editors'] as const;

interface TeamEditorProps {
  journalId: number;
  team: JournalTeam;
  onDone: () => void;
}

/**
 * The team's two lists as user pickers (administrators). The shared schema
 * checks the form; the server's refusals (a user without the role, a user in
 * both lists) show at their list.
 */
export function TeamEditor({ journalId, team, onDone }: TeamEditorProps) {
  const { t } = useTranslation('journals');
  const notify = useNotify();
  const update = useUpdateJournalTeam();
  const form = useForm<JournalTeamInput>({
    resolver: zodResolver(journalTeamInputSchema),
    defaultValues: {
      editors_in_chief: team.editors_in_chief.map((m) => m.id),
      associate_editors: team.associate_editors.map((m) => m.id),
    },
  });
  const { isSubmitting } = form.formState;

  const save = async (values: JournalTeamInput) => {
    try {
      await update.mutateAsync({ journalId, team: values });
      notify.success(t('team.saved'));
      onDone();
    } catch (error) {
      // A refused member shows at their list; anything else is the toast's.
      const { apiError, applied } = applyServerErrors(form.setError, error, {
        mode: 'first',
        fields: TEAM_FIELDS,
        anyStatus: true,
      });
      notify.error(
        applied.length > 0
          ? t('common:messages.validationErrors')
          : apiError.status === null
            ? t('team.saveFailed')
            : apiError.message,
      );
    }
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
      aria-label={t('team.editLabel')}
    >
      <Form layout="vertical" component={false}>
        <Alert type="info" showIcon title={t('team.editHint')} style={{ marginBlockEnd: 16 }} />
        <FormField
          name="editors_in_chief"
          control={form.control}
          label={t('team.editorsInChief')}
          render={(field, a11y, state) => (
            <EditorPicker
              {...a11y}
              role="editor-in-chief"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              known={team.editors_in_chief}
              placeholder={t('team.pickerPlaceholder')}
              status={state.error ? 'error' : undefined}
            />
          )}
        />
        <FormField
          name="associate_editors"
          control={form.control}
          label={t('team.associateEditors')}
          render={(field, a11y, state) => (
            <EditorPicker
              {...a11y}
              role="associate-editor"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              known={team.associate_editors}
              placeholder={t('team.pickerPlaceholder')}
              status={state.error ? 'error' : undefined}
            />
          )}
        />
        <Flex justify="flex-end" gap="small" wrap>
          <Button onClick={onDone} disabled={isSubmitting}>
            {t('team.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={isSubmitting}>
            {t('team.save')}
          </Button>
        </Flex>
      </Form>
    </form>
  );
}
