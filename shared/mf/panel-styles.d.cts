/** The panel's first screen's antd styles and the rule listing their cssinjs cache paths. */
export function panelStyles(): string;
/** The cache paths such a stylesheet lists, without their hash. */
export function listedPaths(css: string): string[];
