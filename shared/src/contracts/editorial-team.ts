// A journal's editorial team: the editors-in-chief who decide on its
// manuscripts and the associate editors who handle them. Submissions,
// recommendations and the editorial queue follow the team; a journal without
// a team falls back to every holder of each role (docs/visibility.md).
import { z } from 'zod';
import { msg } from './messages';

export const JOURNAL_TEAM_ROLES = ['editor_in_chief', 'associate_editor'] as const;
export type JournalTeamRole = (typeof JOURNAL_TEAM_ROLES)[number];
/** The platform role a team role needs. */
export const TEAM_ROLE_NEEDS: Record<JournalTeamRole, string> = {
  editor_in_chief: 'editor-in-chief',
  associate_editor: 'associate-editor',
};
export const TEAM_MAX_PER_ROLE = 20;

const memberId = z
  .number({ error: msg('team.memberInvalid') })
  .int(msg('team.memberInvalid'))
  .positive(msg('team.memberInvalid'))
  .max(2_147_483_647, msg('team.memberInvalid'));

const memberIds = z
  .array(memberId, { error: msg('team.memberInvalid') })
  .max(TEAM_MAX_PER_ROLE, msg('team.tooMany', { max: TEAM_MAX_PER_ROLE }));

/** PUT journals/{id}/team (administrators): the whole team at once. */
export const journalTeamInputSchema = z.object({
  editors_in_chief: memberIds,
  associate_editors: memberIds,
});
export type JournalTeamInput = z.output<typeof journalTeamInputSchema>;

const memberSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type JournalTeamMember = z.infer<typeof memberSchema>;

/** GET journals/{id}/team. */
export const journalTeamSchema = z.object({
  editors_in_chief: z.array(memberSchema),
  associate_editors: z.array(memberSchema),
  /** No team named: every holder of the editor roles works the journal's manuscripts. */
  falls_back: z.boolean(),
});
export type JournalTeam = z.infer<typeof journalTeamSchema>;
