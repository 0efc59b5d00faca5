// What the newsroom refuses, for lib/api/errors.ts to answer.

export class DuplicatePostError extends Error {
  constructor(readonly id: string) {
    super(`A post with id "${id}" already exists`);
  }
}
