import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { Alert, Button, Flex, PlusOutlined, Typography } from '@colophon/shared/antd';
import { useMessageText } from '@colophon/shared';
import { type ManuscriptFormValues } from '@colophon/shared/contracts';
import { addAuthor, removeAuthor, setCorresponding, type AuthorValues } from '../lib/author-rules';
import { AuthorCard } from './author-card';

type ListError = { message?: string; root?: { message?: string } } | undefined;

/** The repeatable author block: add, remove (never the last one), one corresponding author. */
export function AuthorsFields({ serverError }: { serverError?: string }) {
  const { t } = useTranslation('manuscripts');
  const messageText = useMessageText();
  const { control, getValues, setValue, trigger } = useFormContext<ManuscriptFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'authors' });
  const { errors, isSubmitted } = useFormState({ control, name: 'authors' });
  const [removeError, setRemoveError] = useState<string | null>(null);

  const current = () => getValues('authors') as AuthorValues[];
  const applyCorresponding = (authors: AuthorValues[]) => {
    authors.forEach((author, i) =>
      setValue(`authors.${i}.is_corresponding`, author.is_corresponding, { shouldDirty: true }),
    );
    // Once the form was submitted, keep the list's messages current.
    if (isSubmitted) void trigger('authors');
  };

  const add = () => {
    setRemoveError(null);
    append(addAuthor(current()).at(-1)!, { shouldFocus: false });
  };
  const removeAt = (index: number) => {
    const result = removeAuthor(current(), index);
    if (!result.ok) {
      setRemoveError(result.error);
      return;
    }
    setRemoveError(null);
    remove(index);
    applyCorresponding(result.authors);
  };

  const listError = errors.authors as ListError;
  const message = removeError ?? listError?.root?.message ?? listError?.message ?? serverError;

  return (
    <section aria-labelledby="authors-heading">
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBlockEnd: 12 }}>
        <Typography.Title level={2} id="authors-heading" style={{ fontSize: 18, margin: 0 }}>
          {t('form.authorsTitle')}
        </Typography.Title>
        <Button icon={<PlusOutlined />} onClick={add}>
          {t('form.addAuthor')}
        </Button>
      </Flex>
      {message && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={messageText(message)}
          style={{ marginBlockEnd: 12 }}
        />
      )}
      <Flex vertical gap="middle">
        {fields.map((field, index) => (
          <AuthorCard
            key={field.id}
            index={index}
            onRemove={() => removeAt(index)}
            onCorrespondingChange={(checked) =>
              applyCorresponding(setCorresponding(current(), index, checked))
            }
          />
        ))}
      </Flex>
    </section>
  );
}
