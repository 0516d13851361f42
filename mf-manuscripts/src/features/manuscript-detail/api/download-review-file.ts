import { downloadFile } from '@colophon/shared';
import { type PeerReview } from '@colophon/shared/contracts';

/** Downloads the file attached to a review (editors and its reviewer; it needs the sign-in token). */
export function downloadReviewFile(
  review: Pick<PeerReview, 'id'> & { file: NonNullable<PeerReview['file']> },
): Promise<void> {
  return downloadFile(`reviews/${review.id}/file`, {
    filename: review.file.file_name,
    type: review.file.mime_type,
  });
}
