// @colophon/shared/antd-panel: the antd kit without its data part, for the
// signed-in frame and the dashboard (the first screen after sign-in). Types
// come from @colophon/shared/antd.
export * from './antd/shell';
export * from './antd/panel';
