// Peer review end to end, in the panel, on a double-blind journal with its own
// editorial team: an author submits; the team's editor-in-chief (and no other)
// finds it, names the team's associate editor as handling editor and sends it
// to review with a note for the editors; two reviewers are invited, accept and
// review; the associate recommends; the editor-in-chief requests revisions,
// sending one review (its text edited for the author) and holding the other
// back; the author revises; round 2; acceptance and publication. At each step
// the spec checks what each reader sees on the manuscript's tabs, in the bell
// and in every API answer their browser received. Setup (accounts, journal,
// team) goes through the API as an administrator; every step of the journey
// through the UI.
import { expect, test, type Page } from '@playwright/test';
import { openedDialog } from '../support/motion';
import { chooseOption } from '../support/select';
import { DEMO_PASSWORD } from '../support/session';
import {
  adminHeaders,
  createAccount,
  createDoubleBlindJournal,
  runTag,
  setEditorialTeam,
} from '../support/journey-setup';
import {
  acceptInvitation,
  expectInQueue,
  inviteReviewers,
  keyShot,
  reviewsTab,
  signedIn,
  stepButton,
  submitManuscript,
  writeReview,
} from '../support/journey-steps';
import { expectBellWithout, expectTabsWithout, watchApi } from '../support/journey-leaks';
import { expectJourneyMail } from '../support/journey-outbox';
import {
  acceptManuscript,
  expectOutsideTheTeam,
  publishWithDoi,
  requestRevisions,
  sendToReview,
  uploadRevision,
} from '../support/journey-decisions';
import {
  blindReviewerShows,
  dueAgain,
  notYetReviewed,
  reviewed,
} from '../support/journey-reader-tabs';

/** The editor-in-chief of the demo's other journals: not on this journal's team. */
const OUTSIDE_CHIEF = { email: 'editor@colophon.test', password: DEMO_PASSWORD };

test('double-blind peer review with an editorial team: each reader sees only their part', async ({
  browser,
  request,
}) => {
  test.setTimeout(900_000);
  const tag = runTag();

  // ── Setup (API, as an administrator): accounts, the journal, its team ─────
  const admin = await adminHeaders(request);
  const chief = await createAccount(request, admin, `Edith ${tag}moor`, 'editor-in-chief');
  const associate = await createAccount(request, admin, `Arun ${tag}vale`, 'associate-editor');
  const reviewerOne = await createAccount(request, admin, `Rhea ${tag}field`, 'reviewer');
  const reviewerTwo = await createAccount(request, admin, `Sefa ${tag}stone`, 'reviewer');
  const authorSurname = `${tag}wright`;
  const authorAccount = await createAccount(request, admin, `Nadia ${authorSurname}`, 'author');
  const journalTitle = `Journal of Blind Estuaries ${tag}`;
  const journalId = await createDoubleBlindJournal(request, admin, journalTitle);
  await setEditorialTeam(request, admin, journalId, {
    editorsInChief: [chief],
    associateEditors: [associate],
  });

  // What each one writes along the way; `tag` makes every text this run's own.
  const title = `Tidal rhythms of estuary diatoms ${tag}`;
  const noteOnSending = `Editors only ${tag} one: the authors asked for a quick turnaround.`;
  const recommendationNote = `Recommendation ${tag}: both reviewers agree on minor changes.`;
  const reviewOne = {
    recommendation: 'Minor revisions',
    stars: 4,
    content: `Sampling is sound ${tag}; the tide tables need a source.`,
    confidential: `Confidential one ${tag}: figure two looks reused.`,
    file: 'annotated-diatoms.pdf',
  };
  const reviewTwo = {
    recommendation: 'Major revisions',
    stars: 2,
    content: `Held back ${tag}: this reads like a student essay.`,
    confidential: `Confidential two ${tag}: solid but not groundbreaking.`,
  };
  const editedForAuthor = `Edited for the author ${tag}: please cite a source for the tide tables.`;
  const letter = `Dear Nadia, please cite the tide tables ${tag}.`;
  const noteOnDecision = `Editors only ${tag} two: reviewer two was harsh, kept back.`;
  const noteOnRound2 = `Editors only ${tag} three: a quick second look.`;
  const reviewThree = {
    recommendation: 'Accept',
    stars: 5,
    content: `Round two ${tag}: all points addressed.`,
    confidential: `Confidential three ${tag}: ready to go.`,
  };
  const acceptanceLetter = `Accepted ${tag} for the spring issue.`;

  /** Who the authors are: a double-blind reviewer never learns any of it. */
  const authorIdentity = [authorSurname, authorAccount.email];
  const notesForEditors = [noteOnSending, recommendationNote, noteOnDecision, noteOnRound2];
  const confidential = [reviewOne.confidential, reviewTwo.confidential, reviewThree.confidential];
  const reviewerIdentity = [
    reviewerOne.name,
    reviewerOne.email,
    reviewerTwo.name,
    reviewerTwo.email,
  ];

  // ── The author submits to the double-blind journal ────────────────────────
  const author = await signedIn(browser, authorAccount);
  const authorApi = watchApi(author);
  const id = await submitManuscript(author, {
    title,
    journal: journalTitle,
    author: { firstName: 'Nadia', lastName: authorSurname, email: authorAccount.email },
    // The original file name names the author: reviewers get a neutral one.
    fileName: `diatoms-${authorSurname}.pdf`,
  });
  const manuscript = { id, title };

  // ── Only the journal's team gets it: another journal's editor-in-chief does not ──
  await expectOutsideTheTeam(browser, OUTSIDE_CHIEF, title);

  // ── The team's editor-in-chief: their queue opens on their journal ────────
  const editor = await signedIn(browser, chief);
  await editor.goto('/editorial-queue');
  const fresh = editor.getByRole('row').filter({ has: editor.getByRole('link', { name: title }) });
  await expect(fresh).toBeVisible();
  await expect(fresh.getByText('New submissions', { exact: true })).toBeVisible();
  await expect(fresh.getByText('Unassigned')).toBeVisible();
  await keyShot(editor, '01-chief-queue');
  await fresh.getByRole('link', { name: title }).click();
  await expect(editor.getByRole('heading', { name: title })).toBeVisible();
  await chooseOption(editor, editor.getByLabel('Handling editor'), associate.name);
  await expect(editor.getByText('Handling editor updated')).toBeVisible();
  await stepButton(editor, 'Send to Review').click();
  let dialog = await openedDialog(editor);
  await dialog.getByLabel('Note for editors').fill(noteOnSending);
  await dialog.getByRole('button', { name: 'Send to Review', exact: true }).click();
  await expect(editor.getByText('Status changed to Under Review')).toBeVisible();
  const awaiting = await expectInQueue(editor, title, 'awaiting_reviewers', 'Awaiting reviewers');
  await expect(awaiting.getByText(associate.name)).toBeVisible();

  // ── The associate editor is told, finds it as theirs and invites two reviewers ──
  const handler = await signedIn(browser, associate);
  await expectBellWithout(handler, /made you the handling editor/, []);
  await handler.goto(
    '/editorial-queue?assigned=me&stage=awaiting_reviewers&sort=submission_date&direction=desc',
  );
  await expect(handler.getByRole('link', { name: title })).toBeVisible();
  await inviteReviewers(handler, id, [reviewerOne.name, reviewerTwo.name]);

  // ── Reviewer one, invited only, then accepted: no author, no note ─────────
  const reviewer = await signedIn(browser, reviewerOne);
  const reviewerApi = watchApi(reviewer);
  const hiddenFromReviewerOne = [
    ...authorIdentity,
    ...notesForEditors,
    reviewerTwo.name,
    reviewerTwo.email,
  ];
  await expectTabsWithout(
    reviewer,
    manuscript,
    hiddenFromReviewerOne,
    blindReviewerShows(notYetReviewed(false)),
  );
  await acceptInvitation(reviewer, title);
  await expectTabsWithout(
    reviewer,
    manuscript,
    hiddenFromReviewerOne,
    blindReviewerShows(notYetReviewed(true)),
  );
  await keyShot(reviewer, '02-reviewer-accepted-reviews-tab');

  // ── Reviewer two accepts; reviewer one reviews and sees it submitted ──────
  const reviewer2 = await signedIn(browser, reviewerTwo);
  const reviewer2Api = watchApi(reviewer2);
  await acceptInvitation(reviewer2, title);
  await writeReview(reviewer, title, reviewOne);
  await reviewsTab(reviewer, id);
  await expect(reviewer.getByTestId('review-submitted')).toBeVisible();
  await expect(reviewer.getByRole('dialog')).toHaveCount(0);
  await expectTabsWithout(
    reviewer,
    manuscript,
    hiddenFromReviewerOne,
    blindReviewerShows(reviewed(reviewOne.content)),
  );
  await keyShot(reviewer, '03-reviewer-review-submitted');

  // ── Reviewer two never sees reviewer one's review, before or after theirs ──
  const hiddenFromReviewerTwo = [
    ...authorIdentity,
    ...notesForEditors,
    reviewerOne.name,
    reviewerOne.email,
    reviewOne.content,
    reviewOne.confidential,
    editedForAuthor,
    letter,
  ];
  await expectTabsWithout(
    reviewer2,
    manuscript,
    hiddenFromReviewerTwo,
    blindReviewerShows(notYetReviewed(true)),
  );
  await writeReview(reviewer2, title, reviewTwo);
  await expectTabsWithout(
    reviewer2,
    manuscript,
    hiddenFromReviewerTwo,
    blindReviewerShows(reviewed(reviewTwo.content)),
  );
  // … nor reviewer one reviewer two's.
  await expectTabsWithout(
    reviewer,
    manuscript,
    [...hiddenFromReviewerOne, reviewTwo.content, reviewTwo.confidential],
    blindReviewerShows(reviewed(reviewOne.content)),
  );
  await expectInQueue(editor, title, 'reviews_complete', 'Reviews complete');

  // ── The author before any decision: no review, no note, anywhere ──────────
  const beforeDecision = [
    reviewOne.content,
    reviewTwo.content,
    ...confidential,
    ...notesForEditors,
    ...reviewerIdentity,
  ];
  await expectTabsWithout(author, manuscript, beforeDecision, {
    Authors: async (panel) => {
      await expect(panel.getByText(authorSurname).first()).toBeVisible();
    },
    Revisions: async (panel) => {
      await expect(panel.getByText(`diatoms-${authorSurname}.pdf`).first()).toBeVisible();
    },
    Reviews: async (panel) => {
      await expect(panel.getByText('No reviews have been sent to you yet.')).toBeVisible();
      await expect(panel.getByTestId('review')).toHaveCount(0);
    },
  });
  await keyShot(author, '04-author-reviews-before-decision');
  await expectBellWithout(author, /has been sent to peer review/, beforeDecision);

  // ── The associate editor reads the round and recommends ───────────────────
  await reviewsTab(handler, id);
  const round1 = handler.getByTestId('review-round').first();
  await expect(round1.getByText(reviewOne.confidential)).toBeVisible();
  await expect(round1.getByRole('button', { name: /annotated-diatoms\.pdf/ })).toBeVisible();
  await stepButton(handler, 'Recommend').click();
  dialog = await openedDialog(handler);
  await dialog.getByRole('radio', { name: 'Minor revisions' }).check();
  await dialog.getByLabel('Notes to the editor-in-chief').fill(recommendationNote);
  await dialog.getByRole('button', { name: 'Record Recommendation' }).click();
  await expect(handler.getByText('Recommendation recorded')).toBeVisible();

  // ── The editor-in-chief requests revisions: one review edited and sent, one kept ──
  await editor.goto(`/manuscripts/${id}?tab=reviews`);
  await expect(
    // The name is a bidi-isolated value inside the sentence (U+2068 … U+2069).
    editor.getByText(`\u2068${associate.name}\u2069 recommends: Minor revisions`).first(),
  ).toBeVisible();
  await requestRevisions(editor, {
    letter,
    note: noteOnDecision,
    sent: { reviewer: reviewerOne.name, content: reviewOne.content, edited: editedForAuthor },
    keptFrom: reviewerTwo.name,
  });

  // ── The author reads the letter and the edited review, nothing else ───────
  const afterDecision = [
    reviewOne.content,
    reviewTwo.content,
    ...confidential,
    ...notesForEditors,
    ...reviewerIdentity,
  ];
  await expectTabsWithout(author, manuscript, afterDecision, {
    Overview: async (panel) => {
      await expect(panel.getByText(letter)).toBeVisible();
    },
    Reviews: async (panel) => {
      const reviews = panel.getByTestId('review');
      await expect(reviews).toHaveCount(1);
      await expect(reviews.getByText(editedForAuthor)).toBeVisible();
      await expect(reviews.getByText('Anonymous reviewer')).toBeVisible();
      await expect(panel.getByText(/recommends/)).toHaveCount(0);
    },
  });
  await keyShot(author, '06-author-reviews-after-decision');
  await expectBellWithout(author, /Revisions were requested/, afterDecision);

  // ── Reviewer two still reads neither reviewer one's review nor the letter ──
  await expectTabsWithout(
    reviewer2,
    manuscript,
    hiddenFromReviewerTwo,
    blindReviewerShows(reviewed(reviewTwo.content)),
  );

  // ── The author uploads a revision ─────────────────────────────────────────
  await uploadRevision(author, id, `diatoms-${authorSurname}-v2.pdf`, title);
  await expectInQueue(editor, title, 'revisions_submitted', 'Revisions submitted');

  // ── Round 2: reviewer one again, blind to the author and the letter ───────
  await sendToReview(editor, id, noteOnRound2);
  await inviteReviewers(handler, id, [reviewerOne.name]);
  await expect(handler.getByTestId('review-round')).toHaveCount(2);
  await acceptInvitation(reviewer, title);
  const hiddenInRound2 = [
    ...hiddenFromReviewerOne,
    reviewTwo.content,
    reviewTwo.confidential,
    letter,
  ];
  await expectTabsWithout(
    reviewer,
    manuscript,
    hiddenInRound2,
    blindReviewerShows(dueAgain(reviewOne.content), 2),
  );
  await reviewer.getByRole('tab', { name: /^Revisions/ }).click();
  await keyShot(reviewer, '07-reviewer-revisions-round-2');
  await writeReview(reviewer, title, reviewThree);

  // ── The editor-in-chief accepts (round 2's review goes as written) ────────
  await acceptManuscript(editor, id, {
    round: 2,
    reviewer: reviewerOne.name,
    letter: acceptanceLetter,
  });
  await expectInQueue(editor, title, 'accepted', 'Accepted, awaiting publication');

  // ── … and publishes with a date and a DOI (checked at the field) ─────────
  await publishWithDoi(editor, id);
  await editor.goto('/editorial-queue?sort=submission_date&direction=desc');
  await expect(editor.getByRole('table')).toBeVisible();
  await expect(editor.getByRole('link', { name: title })).toHaveCount(0);

  // ── The author, published: both letters and both released reviews, still nothing else ──
  await expectTabsWithout(author, manuscript, afterDecision, {
    Overview: async (panel) => {
      await expect(panel.getByText(letter)).toBeVisible();
      await expect(panel.getByText(acceptanceLetter)).toBeVisible();
    },
    Reviews: async (panel) => {
      const reviews = panel.getByTestId('review');
      await expect(reviews).toHaveCount(2);
      await expect(reviews.getByText(editedForAuthor)).toBeVisible();
      await expect(reviews.getByText(reviewThree.content)).toBeVisible();
    },
  });
  await keyShot(author, '08-author-reviews-published');

  // ── Nothing hidden from a reader was ever sent to their browser ───────────
  await authorApi.expectNone(afterDecision);
  await reviewerApi.expectNone([...hiddenInRound2, acceptanceLetter]);
  await reviewer2Api.expectNone([...hiddenFromReviewerTwo, reviewThree.content, acceptanceLetter]);

  for (const page of [author, editor, handler, reviewer, reviewer2] as Page[]) {
    await page.context().close();
  }

  // ── The outbox holds every mail of the journey, each to its person ────────
  await expectJourneyMail(browser, {
    id,
    author: authorAccount.name,
    chief: chief.name,
    associate: associate.name,
    reviewers: [reviewerOne.name, reviewerTwo.name],
    letters: { revision: letter, acceptance: acceptanceLetter },
  });
});
