/** The sign-in page's antd styles and the rule listing their cssinjs cache paths. */
export function firstPaintStyles(): string;
/** The panel's first screen's antd styles, and the rule listing its paths and the sign-in page's. */
export function panelStyles(): string;
/** Both, from one render of each tree. */
export function stylesheets(): { firstPaint: string; panel: string };
/** The cache paths such a stylesheet lists, without their hash. */
export function listedPaths(css: string): string[];
