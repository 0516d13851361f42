// Types of launch.mjs (plain JavaScript, so the start scripts can import it without tsx).
export declare const API_NODE_ARGS: readonly string[];
