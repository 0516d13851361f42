// The data part of the antd kit (./data.ts), component by component, for the
// host's preloading (host/src/first-load/provided-shared.ts). Loaded through
// the kit, all of them are evaluated in the one task that evaluates the kit:
// about 100 ms at 4× CPU, during which a click on the panel waits.
// Loaded one by one first, each is its own short task, and the kit then finds
// them evaluated. The same modules as the kit's: one antd instance.
//
// A component's own dependencies come before it (Table uses Select, Pagination,
// Checkbox and Radio), so each task evaluates little more than one component.
// Keep in step with ./data.ts (data-parts.test.ts checks it). The host's build
// puts them in its chunk of provided modules (shared/mf/host-chunks.cjs): no
// request of their own.
export const DATA_KIT_PARTS: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
  ['select', () => import('antd/es/select')],
  ['pagination', () => import('antd/es/pagination')],
  ['checkbox', () => import('antd/es/checkbox')],
  ['radio', () => import('antd/es/radio')],
  ['input-number', () => import('antd/es/input-number')],
  ['tree', () => import('antd/es/tree')],
  ['tree-select', () => import('antd/es/tree-select')],
  ['table', () => import('antd/es/table')],
  ['tabs', () => import('antd/es/tabs')],
  ['upload', () => import('antd/es/upload')],
  ['descriptions', () => import('antd/es/descriptions')],
  ['slider', () => import('antd/es/slider')],
  ['segmented', () => import('antd/es/segmented')],
  ['popconfirm', () => import('antd/es/popconfirm')],
  ['timeline', () => import('antd/es/timeline')],
  ['rate', () => import('antd/es/rate')],
  ['switch', () => import('antd/es/switch')],
  ['skeleton', () => import('antd/es/skeleton')],
  ['listy', () => import('antd/es/listy')],
];
