// The data part of the antd kit (./data.ts), component by component, for the
// host's preloading (host/src/federation/provided-shared.ts). Loaded through
// the kit, all of them are evaluated in the one task that evaluates the kit:
// about 100 ms at 4× CPU, during which a click on the panel waits (issue 19).
// Loaded one by one first, each is its own short task, and the kit then finds
// them evaluated. The same modules as the kit's: one antd instance.
//
// A component's own dependencies come before it (Table uses Select, Pagination,
// Checkbox and Radio), so each task evaluates little more than one component.
// Keep in step with ./data.ts (data-parts.test.ts checks it). The chunk name
// keeps them in the host's chunk of provided modules (no request of their own).
export const DATA_KIT_PARTS: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
  ['select', () => import(/* webpackChunkName: "provided" */ 'antd/es/select')],
  ['pagination', () => import(/* webpackChunkName: "provided" */ 'antd/es/pagination')],
  ['checkbox', () => import(/* webpackChunkName: "provided" */ 'antd/es/checkbox')],
  ['radio', () => import(/* webpackChunkName: "provided" */ 'antd/es/radio')],
  ['input-number', () => import(/* webpackChunkName: "provided" */ 'antd/es/input-number')],
  ['tree', () => import(/* webpackChunkName: "provided" */ 'antd/es/tree')],
  ['tree-select', () => import(/* webpackChunkName: "provided" */ 'antd/es/tree-select')],
  ['table', () => import(/* webpackChunkName: "provided" */ 'antd/es/table')],
  ['tabs', () => import(/* webpackChunkName: "provided" */ 'antd/es/tabs')],
  ['upload', () => import(/* webpackChunkName: "provided" */ 'antd/es/upload')],
  ['descriptions', () => import(/* webpackChunkName: "provided" */ 'antd/es/descriptions')],
  ['slider', () => import(/* webpackChunkName: "provided" */ 'antd/es/slider')],
  ['segmented', () => import(/* webpackChunkName: "provided" */ 'antd/es/segmented')],
  ['popconfirm', () => import(/* webpackChunkName: "provided" */ 'antd/es/popconfirm')],
  ['timeline', () => import(/* webpackChunkName: "provided" */ 'antd/es/timeline')],
  ['rate', () => import(/* webpackChunkName: "provided" */ 'antd/es/rate')],
  ['switch', () => import(/* webpackChunkName: "provided" */ 'antd/es/switch')],
  ['skeleton', () => import(/* webpackChunkName: "provided" */ 'antd/es/skeleton')],
  ['listy', () => import(/* webpackChunkName: "provided" */ 'antd/es/listy')],
];
