// Where toasts appear: top right, but below the page
// header, so a toast never covers the page's own actions (Edit, Delete) for its
// 3–5 s. The offset is the header's bottom edge in the admin layout: the 64 px
// top bar, the content's 24 px padding, and the page title with its subtitle
// (about 54 px), plus a small gap.
export const TOP_BAR_HEIGHT = 64;
const CONTENT_PADDING = 24;
const PAGE_HEADER_HEIGHT = 54;
const GAP = 12;

export const TOAST_TOP_OFFSET = TOP_BAR_HEIGHT + CONTENT_PADDING + PAGE_HEADER_HEIGHT + GAP;

/** The antd `App` configuration for notifications and messages, used by every React root. */
export const TOAST_CONFIG = {
  notification: { placement: 'topRight', top: TOAST_TOP_OFFSET },
  message: { top: TOAST_TOP_OFFSET },
} as const;
