/** The multipart field of a manuscript file (create and revisions). */
export const MANUSCRIPT_FILE_FIELD = 'manuscript_file';

/** Uploads may take longer than the 15 s of an ordinary call (a 20 MB file on a slow line). */
export const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

/** What the API client reports while it sends a body. */
export interface ProgressEvent {
  loaded: number;
  total?: number;
}

/** The client's onUploadProgress as a percentage 0-100. */
export function uploadProgress(file: File | null, onProgress?: (percent: number) => void) {
  return (event: ProgressEvent) => {
    const total = event.total ?? file?.size ?? 0;
    if (onProgress && total > 0) {
      onProgress(Math.min(100, Math.round((event.loaded / total) * 100)));
    }
  };
}
