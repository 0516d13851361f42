import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DeleteOutlined,
  DownOutlined,
  Flex,
  Select,
  Typography,
} from '@colophon/shared/antd';
import { UserText, VisuallyHidden, FieldFrame } from '@colophon/shared';
import { type ReviewerCandidate } from '@colophon/shared/contracts';
import { MAX_ALTERNATES, type InviteChoice } from './use-invite-choice';

interface InviteAlternatesProps {
  choice: InviteChoice;
  /** Who may become an alternate: the candidates listed, less the chosen reviewers and alternates. */
  options: ReviewerCandidate[];
  error?: string;
}

type Direction = 'up' | 'down';

/**
 * The alternates, in the order they will be invited: added from a searchable
 * select, moved with buttons (keyboard and screen readers, no dragging needed),
 * each move announced and the focus kept on the moved one.
 */
export function InviteAlternates({ choice, options, error }: InviteAlternatesProps) {
  const { t } = useTranslation('manuscripts');
  const { alternates } = choice;
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<{ id: number; direction: Direction } | null>(null);
  const full = alternates.length >= MAX_ALTERNATES;

  useEffect(() => {
    if (!focus) return;
    const wanted = document.getElementById(`alternate-${focus.id}-${focus.direction}`);
    const other = document.getElementById(
      `alternate-${focus.id}-${focus.direction === 'up' ? 'down' : 'up'}`,
    );
    // At the top (or bottom) the pressed button is disabled: the other one takes the focus.
    (wanted && !wanted.hasAttribute('disabled') ? wanted : other)?.focus();
    setFocus(null);
  }, [focus, alternates]);

  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const candidate = alternates[index];
    if (!candidate || to < 0 || to >= alternates.length) return;
    choice.moveAlternate(index, to);
    setFocus({ id: candidate.id, direction });
    setAnnouncement(
      t('invite.alternates.moved', {
        name: candidate.name,
        position: to + 1,
        count: alternates.length,
      }),
    );
  };

  return (
    <FieldFrame
      id="invite-alternates"
      label={t('invite.alternates.label')}
      error={error}
      extra={full ? t('invite.alternates.full') : t('invite.alternates.help')}
    >
      {(a11y) => (
        <Flex vertical gap="small">
          {alternates.length > 0 && (
            <ol
              aria-label={t('invite.alternates.listLabel')}
              style={{ margin: 0, padding: 0, listStyle: 'none' }}
            >
              {alternates.map((candidate, index) => (
                <li key={candidate.id} data-testid="invite-alternate">
                  <Flex align="center" gap="small" wrap>
                    <Typography.Text style={{ minInlineSize: 24 }}>
                      {t('invite.alternates.position', { position: index + 1 })}
                    </Typography.Text>
                    <Typography.Text style={{ flex: 1 }}>
                      <UserText>{candidate.name}</UserText>
                    </Typography.Text>
                    <Button
                      id={`alternate-${candidate.id}-up`}
                      size="small"
                      icon={<DownOutlined rotate={180} />}
                      disabled={index === 0}
                      aria-label={t('invite.alternates.up', { name: candidate.name })}
                      onClick={() => move(index, 'up')}
                    />
                    <Button
                      id={`alternate-${candidate.id}-down`}
                      size="small"
                      icon={<DownOutlined />}
                      disabled={index === alternates.length - 1}
                      aria-label={t('invite.alternates.down', { name: candidate.name })}
                      onClick={() => move(index, 'down')}
                    />
                    <Button
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('invite.alternates.remove', { name: candidate.name })}
                      onClick={() => {
                        choice.removeAlternate(candidate.id);
                        setAnnouncement(t('invite.alternates.removed', { name: candidate.name }));
                      }}
                    />
                  </Flex>
                </li>
              ))}
            </ol>
          )}
          <Select<number>
            {...a11y}
            showSearch={{ optionFilterProp: 'label' }}
            value={null}
            disabled={full}
            placeholder={t('invite.alternates.addPlaceholder')}
            options={options.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            onChange={(id) => {
              const candidate = options.find((c) => c.id === id);
              if (!candidate) return;
              choice.addAlternate(candidate);
              setAnnouncement(
                t('invite.alternates.added', {
                  name: candidate.name,
                  position: alternates.length + 1,
                }),
              );
            }}
            style={{ inlineSize: '100%', maxInlineSize: 360 }}
          />
          <VisuallyHidden>
            <span aria-live="polite">{announcement}</span>
          </VisuallyHidden>
        </Flex>
      )}
    </FieldFrame>
  );
}
