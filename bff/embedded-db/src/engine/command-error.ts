import type { Document } from 'bson';

/** A command failure reported to the client as `{ ok: 0, errmsg, code, codeName, … }`. */
export class CommandError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    readonly extra: Document = {},
  ) {
    super(message);
  }

  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export const ErrorCodes = {
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  InvalidNamespace: 73,
  DocumentValidationFailure: 121,
  UnknownField: 40415,
  OptionNotSupportedOnView: 157,
  CommandNotSupportedOnView: 166,
  ViewDepthLimitExceeded: 222,
  DuplicateKey: 11000,
} as const;

export function badValue(message: string): CommandError {
  return new CommandError(ErrorCodes.BadValue, 'BadValue', message);
}
