import { EJSON } from 'bson';

interface BsonValueLike {
  _bsontype?: string;
}

/**
 * A string key for an `_id` value that is equal for ids MongoDB considers equal: the same
 * ObjectId, the same string, numbers of equal value whatever their BSON type (1, Int32(1),
 * Double(1), Long(1)), and structurally equal documents/other BSON values.
 */
export function documentIdentityKey(id: unknown): string {
  if (typeof id === 'string') return `s:${id}`;
  if (typeof id === 'number') return `n:${Object.is(id, -0) ? 0 : id}`;
  if (typeof id === 'bigint') return numberKey(id);
  if (id !== null && typeof id === 'object') {
    const value = id as BsonValueLike & Record<string, unknown>;
    switch (value._bsontype) {
      case 'ObjectId':
        return `o:${(id as { toHexString(): string }).toHexString()}`;
      case 'Int32':
      case 'Double':
        return `n:${(id as { valueOf(): number }).valueOf()}`;
      case 'Long':
        return numberKey(BigInt((id as { toString(): string }).toString()));
      default:
        break;
    }
  }
  return `e:${EJSON.stringify({ v: id }, { relaxed: false })}`;
}

function numberKey(value: bigint): string {
  const asNumber = Number(value);
  return Number.isSafeInteger(asNumber) ? `n:${asNumber}` : `l:${value.toString()}`;
}
