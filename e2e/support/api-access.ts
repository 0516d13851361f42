// Setting up a test's data through the API, as the demo accounts would through the panel.
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

export const EDITOR = { email: 'editor@colophon.test', password: DEMO_PASSWORD };

/** The `authorization` header of an account, through the API's login. */
export async function authHeader(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const login = await request.post('/api/v1/auth/login', { data: account });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).access_token as string}` };
}

/** What the detail of a manuscript tells a test about it. */
export interface ManuscriptDetail {
  id: number;
  title: string;
  keywords: string[];
  authors: { institution: string | null }[];
  /** Whether this reader may take decisions on it (the journal's team decides). */
  permissions: { decide: boolean };
}

/**
 * A submitted manuscript of the seed that the editor-in-chief decides on, sent to review.
 * The editor's list also shows journals they do not edit, and which manuscript comes
 * first depends on what earlier tests did, so the first one of the list will not do:
 * look for one whose detail says the editor decides (and that `fits`, when asked).
 */
export async function sentToReviewByEditor(
  request: APIRequestContext,
  fits: (detail: ManuscriptDetail) => boolean = () => true,
) {
  const headers = await authHeader(request, EDITOR);
  const list = await request.get('/api/v1/manuscripts', {
    params: { status: 'submitted', per_page: 50 },
    headers,
  });
  for (const { id } of (await list.json()).data as { id: number }[]) {
    const detail = (await (await request.get(`/api/v1/manuscripts/${id}`, { headers })).json())
      .data as ManuscriptDetail;
    if (!detail.permissions.decide || !fits(detail)) continue;
    const sent = await request.post(`/api/v1/manuscripts/${id}/decisions`, {
      headers,
      data: { decision: 'send_to_review' },
    });
    expect(sent.status()).toBe(200);
    return { ...detail, headers };
  }
  throw new Error('No submitted manuscript of the seed that the editor decides on');
}
