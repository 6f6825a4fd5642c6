import { BSON, type Document } from 'bson';

/**
 * How documents come back from disk. They must come back exactly as the engine holds them in
 * memory, so this mirrors the engine's own wire decoding (BSON's defaults: numbers promoted to
 * JS numbers, Long kept when it does not fit a double).
 */
const DESERIALIZE_OPTIONS: BSON.DeserializeOptions = {};

export function encodeDocument(document: Document): Uint8Array {
  return BSON.serialize(document);
}

export function decodeDocument(bytes: Uint8Array): Document {
  return BSON.deserialize(bytes, DESERIALIZE_OPTIONS);
}
