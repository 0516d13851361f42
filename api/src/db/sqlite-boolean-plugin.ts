// better-sqlite3 cannot bind JS booleans; this turns every boolean parameter
// into 1/0 so repositories can write booleans on both dialects.
import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

const toSqlite = (value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

class BooleanTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const next = super.transformValue(node);
    return typeof next.value === 'boolean' ? { ...next, value: toSqlite(next.value) } : next;
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    const next = super.transformPrimitiveValueList(node);
    return next.values.some((v) => typeof v === 'boolean')
      ? { ...next, values: next.values.map(toSqlite) }
      : next;
  }
}

export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
