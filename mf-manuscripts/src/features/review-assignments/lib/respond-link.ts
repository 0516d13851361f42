import { parseId } from '@colophon/shared/contracts';

/** An invitation e-mail's link: `/reviews?invitation={id}&respond=accept|decline`. */
export interface RespondLink {
  invitationId: number;
  answer: 'accept' | 'decline';
}

export const RESPOND_PARAMS = ['invitation', 'respond'] as const;

/**
 * The answer a link asks for; null when the page was opened without one,
 * 'invalid' when the link is damaged (a cut-off id, an unknown answer).
 */
export function parseRespondLink(params: URLSearchParams): RespondLink | 'invalid' | null {
  const invitation = params.get('invitation');
  const respond = params.get('respond');
  if (invitation === null && respond === null) return null;
  const invitationId = parseId(invitation);
  if (invitationId === null || (respond !== 'accept' && respond !== 'decline')) return 'invalid';
  return { invitationId, answer: respond };
}
