// Why a live update could not be written.

export class LiveUpdateNotFoundError extends Error {
  constructor(
    readonly postId: string,
    readonly updateId: string,
  ) {
    super(`The post "${postId}" has no update "${updateId}".`);
  }
}

export class LiveUpdatesFullError extends Error {
  constructor(readonly max: number) {
    super(`The post holds ${max} updates, the most one live coverage may: start a new post.`);
  }
}
